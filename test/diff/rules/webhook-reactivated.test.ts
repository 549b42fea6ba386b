// Rule webhook-reactivated on its fixture pair (test/fixtures/diff/webhook-reactivated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-reactivated", {
  severity: "safe",
  message: "The webhook `petCreated` is no longer deprecated.",
});
