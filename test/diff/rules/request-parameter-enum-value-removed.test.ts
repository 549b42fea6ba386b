// Rule request-parameter-enum-value-removed on its fixture pair (test/fixtures/diff/request-parameter-enum-value-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-enum-value-removed", {
  severity: "breaking",
  message: "The query parameter `order` no longer accepts `desc`.",
});
