// Rule response-success-status-added on its fixture pair (test/fixtures/diff/response-success-status-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-success-status-added", {
  severity: "safe",
  message: "A `202` success response was added.",
});
