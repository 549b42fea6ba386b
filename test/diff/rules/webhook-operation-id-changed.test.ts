// Rule webhook-operation-id-changed on its fixture pair (test/fixtures/diff/webhook-operation-id-changed/): its id, severity and exact sentence.
import { describe, expect, it } from "vitest";
import { pairDiffer, ruleCase } from "../support.js";

ruleCase("webhook-operation-id-changed", {
  severity: "dangerous",
  message: "The operationId of webhook `petCreated` changed from `pet_created` to `onPetCreated`.",
});

describe("a webhook's operationId written on one side only", () => {
  const { findings } = pairDiffer("webhook-operation-id");
  // Webhook petCreated, with the operationId given.
  const doc = (operationId?: string) => ({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    webhooks: { petCreated: { post: { operationId, responses: { "200": { description: "Received" } } } } },
  });

  it("removed takes away the operation type generated under it", async () => {
    expect(await findings(doc("onPetCreated"), doc())).toEqual([
      [
        "webhook-operation-id-changed",
        "dangerous",
        "The operationId of webhook `petCreated` was removed (it was `onPetCreated`).",
        ["POST webhook petCreated"],
      ],
    ]);
  });

  it("added takes nothing away (the webhook's type stays where it was)", async () => {
    expect(await findings(doc(), doc("onPetCreated"))).toEqual([]);
  });
});
