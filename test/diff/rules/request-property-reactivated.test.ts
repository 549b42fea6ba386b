// Rule request-property-reactivated on its fixture pair (test/fixtures/diff/request-property-reactivated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-reactivated", {
  severity: "safe",
  message: "The `note` request property of `Item` is no longer deprecated.",
});
