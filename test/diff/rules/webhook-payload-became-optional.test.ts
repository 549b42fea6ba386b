// Rule webhook-payload-became-optional on its fixture pair (test/fixtures/diff/webhook-payload-became-optional/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-payload-became-optional", {
  severity: "dangerous",
  message: "The payload of webhook `petCreated` became optional.",
});
