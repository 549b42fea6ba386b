// Rule request-parameter-default-value-changed on its fixture pair (test/fixtures/diff/request-parameter-default-value-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-default-value-changed", {
  severity: "breaking",
  message: "The default of the query parameter `limit` changed from `20` to `50`.",
});
