// Rule webhook-renamed on its fixture pair (test/fixtures/diff/webhook-renamed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-renamed", {
  severity: "breaking",
  message: "The webhook `petCreated` was renamed to `pet.created` (its operationId is the same).",
});
