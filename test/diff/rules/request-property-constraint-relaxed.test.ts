// Rule request-property-constraint-relaxed on its fixture pair (test/fixtures/diff/request-property-constraint-relaxed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-constraint-relaxed", {
  severity: "safe",
  message: "The `maxLength` constraint of the `name` request property of `Item` was relaxed from `10` to `20`.",
});
