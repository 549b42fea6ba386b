// Rule webhook-added on its fixture pair (test/fixtures/diff/webhook-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-added", {
  severity: "safe",
  message: "The webhook `petDeleted` was added.",
});
