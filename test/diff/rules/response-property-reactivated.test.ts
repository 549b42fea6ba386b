// Rule response-property-reactivated on its fixture pair (test/fixtures/diff/response-property-reactivated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-reactivated", {
  severity: "safe",
  message: "The `note` response property of `Item` is no longer deprecated.",
});
