// Rule response-property-constraint-relaxed on its fixture pair (test/fixtures/diff/response-property-constraint-relaxed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-constraint-relaxed", {
  severity: "dangerous",
  message: "The `maxLength` constraint of the `name` response property of `Item` was relaxed from `10` to `20`.",
});
