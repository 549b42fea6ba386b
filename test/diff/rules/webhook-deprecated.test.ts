// Rule webhook-deprecated on its fixture pair (test/fixtures/diff/webhook-deprecated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-deprecated", {
  severity: "safe",
  message: "The webhook `petCreated` was deprecated.",
});
