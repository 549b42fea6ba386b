// Rule request-property-default-value-changed on its fixture pair (test/fixtures/diff/request-property-default-value-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-default-value-changed", {
  severity: "dangerous",
  message: "The default of the `currency` request property of `Item` changed from `EUR` to `USD`.",
});
