// Rule request-parameter-min-increased on its fixture pair (test/fixtures/diff/request-parameter-min-increased/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-min-increased", {
  severity: "breaking",
  message: "The minimum of the query parameter `limit` was raised from `1` to `10`.",
});
