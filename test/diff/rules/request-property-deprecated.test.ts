// Rule request-property-deprecated on its fixture pair (test/fixtures/diff/request-property-deprecated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-deprecated", {
  severity: "safe",
  message: "The `note` request property of `Item` was deprecated.",
});
