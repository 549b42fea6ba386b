// Rule request-parameter-type-generalized on its fixture pair (test/fixtures/diff/request-parameter-type-generalized/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-type-generalized", {
  severity: "safe",
  message: "The query parameter `id` accepts more values: `integer` became `integer | string`.",
});
