// Rule response-required-property-added on its fixture pair (test/fixtures/diff/response-required-property-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-required-property-added", {
  severity: "safe",
  message: "The required response property `currency` was added to `Item`.",
});
