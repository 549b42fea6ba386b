// Rule webhook-removed on its fixture pair (test/fixtures/diff/webhook-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-removed", {
  severity: "breaking",
  message: "The webhook `petDeleted` was removed.",
});
