// Rule request-property-type-generalized on its fixture pair (test/fixtures/diff/request-property-type-generalized/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-type-generalized", {
  severity: "safe",
  message: "The `amount` request property of `Item` accepts more values: `integer` became `number`.",
});
