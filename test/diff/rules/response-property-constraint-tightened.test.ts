// Rule response-property-constraint-tightened on its fixture pair (test/fixtures/diff/response-property-constraint-tightened/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-constraint-tightened", {
  severity: "safe",
  message: "The `maxLength` constraint of the `name` response property of `Item` was tightened from `20` to `10`.",
});
