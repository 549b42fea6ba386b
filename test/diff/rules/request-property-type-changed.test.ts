// Rule request-property-type-changed on its fixture pair (test/fixtures/diff/request-property-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-type-changed", {
  severity: "breaking",
  message: "The type of the `amount` request property of `Item` changed from `integer` to `string`.",
});
