// Rule response-property-type-changed on its fixture pair (test/fixtures/diff/response-property-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-type-changed", {
  severity: "breaking",
  message: "The type of the `amount` response property of `Item` changed from `integer` to `string`.",
});
