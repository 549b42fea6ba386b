// Rule webhook-payload-became-required on its fixture pair (test/fixtures/diff/webhook-payload-became-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-payload-became-required", {
  severity: "safe",
  message: "The payload of webhook `petCreated` became required.",
});
