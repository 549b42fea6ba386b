// Rule request-parameter-constraint-relaxed on its fixture pair (test/fixtures/diff/request-parameter-constraint-relaxed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-constraint-relaxed", {
  severity: "safe",
  message: "The `maximum` constraint of the query parameter `limit` was relaxed from `50` to `100`.",
});
