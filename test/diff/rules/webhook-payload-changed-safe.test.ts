// Rule webhook-payload-changed-safe on its fixture pair (test/fixtures/diff/webhook-payload-changed-safe/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-payload-changed-safe", {
  severity: "safe",
  message: "The payload of webhook `petCreated` changed at `tag`: `response-required-property-added` for a receiver.",
});
