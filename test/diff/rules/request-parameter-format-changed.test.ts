// Rule request-parameter-format-changed on its fixture pair (test/fixtures/diff/request-parameter-format-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-format-changed", {
  severity: "dangerous",
  message: "The format of the query parameter `since` changed from `date` to `date-time`.",
});
