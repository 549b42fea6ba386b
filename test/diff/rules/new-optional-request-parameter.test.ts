// Rule new-optional-request-parameter on its fixture pair (test/fixtures/diff/new-optional-request-parameter/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("new-optional-request-parameter", {
  severity: "safe",
  message: "The optional query parameter `sort` was added.",
});
