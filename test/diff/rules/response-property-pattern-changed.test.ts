// Rule response-property-pattern-changed on its fixture pair (test/fixtures/diff/response-property-pattern-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-pattern-changed", {
  severity: "dangerous",
  message: "The pattern of the `code` response property of `Item` changed from `^[A-Z]{3}$` to `^[A-Z]{2}[0-9]$`.",
});
