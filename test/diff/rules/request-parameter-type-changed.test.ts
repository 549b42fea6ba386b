// Rule request-parameter-type-changed on its fixture pair (test/fixtures/diff/request-parameter-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-type-changed", {
  severity: "breaking",
  message: "The type of the query parameter `id` changed from `integer` to `string`.",
});
