// Rule response-property-deprecated on its fixture pair (test/fixtures/diff/response-property-deprecated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-deprecated", {
  severity: "safe",
  message: "The `note` response property of `Item` was deprecated.",
});
