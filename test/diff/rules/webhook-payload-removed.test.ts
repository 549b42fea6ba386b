// Rule webhook-payload-removed on its fixture pair (test/fixtures/diff/webhook-payload-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-payload-removed", {
  severity: "breaking",
  message: "The payload of webhook `petCreated` was removed.",
});
