// Rule request-parameter-pattern-changed on its fixture pair (test/fixtures/diff/request-parameter-pattern-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-pattern-changed", {
  severity: "dangerous",
  message: "The pattern of the query parameter `code` changed from `^[a-z]+$` to `^[a-z0-9]+$`.",
});
