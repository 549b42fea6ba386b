// Rule response-property-type-specialized on its fixture pair (test/fixtures/diff/response-property-type-specialized/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-type-specialized", {
  severity: "safe",
  message: "The `amount` response property of `Item` returns fewer kinds of values: `number` became `integer`.",
});
