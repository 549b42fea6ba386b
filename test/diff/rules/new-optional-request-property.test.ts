// Rule new-optional-request-property on its fixture pair (test/fixtures/diff/new-optional-request-property/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("new-optional-request-property", {
  severity: "safe",
  message: "The optional request property `note` was added to `Item`.",
});
