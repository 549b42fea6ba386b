// Rule request-parameter-constraint-tightened on its fixture pair (test/fixtures/diff/request-parameter-constraint-tightened/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-constraint-tightened", {
  severity: "breaking",
  message: "The `maxLength` constraint of the query parameter `code` was tightened from `20` to `10`.",
});
