// Rule webhook-payload-added on its fixture pair (test/fixtures/diff/webhook-payload-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-payload-added", {
  severity: "safe",
  message: "The webhook `petCreated` now has a payload.",
});
