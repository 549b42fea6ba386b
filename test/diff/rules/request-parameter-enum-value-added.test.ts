// Rule request-parameter-enum-value-added on its fixture pair (test/fixtures/diff/request-parameter-enum-value-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-enum-value-added", {
  severity: "safe",
  message: "The query parameter `order` now also accepts `desc`.",
});
