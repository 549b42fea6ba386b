// Rule new-required-request-property on its fixture pair (test/fixtures/diff/new-required-request-property/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("new-required-request-property", {
  severity: "breaking",
  message: "The required request property `currency` was added to `Item`.",
});
