// Rule request-parameter-max-decreased on its fixture pair (test/fixtures/diff/request-parameter-max-decreased/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-max-decreased", {
  severity: "breaking",
  message: "The maximum of the query parameter `limit` was lowered from `100` to `50`.",
});
