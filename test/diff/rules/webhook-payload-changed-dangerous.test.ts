// Rule webhook-payload-changed-dangerous on its fixture pair (test/fixtures/diff/webhook-payload-changed-dangerous/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-payload-changed-dangerous", {
  severity: "dangerous",
  message: "The payload of webhook `petCreated` changed at `name`: `response-property-became-nullable` for a receiver.",
});
