// Rule response-optional-property-added on its fixture pair (test/fixtures/diff/response-optional-property-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-optional-property-added", {
  severity: "safe",
  message: "The optional response property `note` was added to `Item`.",
});
