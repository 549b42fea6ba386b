// Rule response-non-success-status-added on its fixture pair (test/fixtures/diff/response-non-success-status-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-non-success-status-added", {
  severity: "safe",
  message: "A `404` response was added.",
});
