// Rule webhook-operation-id-changed on its fixture pair (test/fixtures/diff/webhook-operation-id-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("webhook-operation-id-changed", {
  severity: "dangerous",
  message: "The operationId of webhook `petCreated` changed from `pet_created` to `onPetCreated`.",
});
