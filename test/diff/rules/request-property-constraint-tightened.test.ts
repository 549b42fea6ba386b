// Rule request-property-constraint-tightened on its fixture pair (test/fixtures/diff/request-property-constraint-tightened/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-constraint-tightened", {
  severity: "breaking",
  message:
    "The `additionalProperties` constraint of the `meta` request property of `Item` was tightened from `allowed` to `forbidden`.",
});
