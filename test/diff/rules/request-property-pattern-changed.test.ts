// Rule request-property-pattern-changed on its fixture pair (test/fixtures/diff/request-property-pattern-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-pattern-changed", {
  severity: "dangerous",
  message: "The pattern of the `code` request property of `Item` changed from `^[A-Z]{3}$` to `^[A-Z]{2,3}$`.",
});
