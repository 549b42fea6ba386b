// Rule webhook-payload-changed-breaking on its fixture pair (test/fixtures/diff/webhook-payload-changed-breaking/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-payload-changed-breaking", {
  severity: "breaking",
  message:
    "The payload of webhook `petCreated` changed at `name`: `response-optional-property-removed` for a receiver.",
});
