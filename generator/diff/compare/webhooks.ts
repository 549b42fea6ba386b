/** Webhooks and their payloads (../README.md, "compare/webhooks.ts"). */
import type { ApiModel, Operation, Webhook } from "../../model/index.js";
import { compareRequestBodies } from "./bodies.js";
import type { Collector } from "./collector.js";
import type { ChangeKind } from "./types.js";
import { pairUp } from "./pairing.js";

export function compareWebhooks(col: Collector, base: ApiModel, revision: ApiModel): void {
  // By name and method, then (a rename) by operationId and method; a webhook without an operationId has no second key.
  const byName = (w: Webhook) => `${w.method} ${w.name}`;
  const byId = (w: Webhook, side: string) =>
    w.operationId === undefined ? `\u0000${side} ${byName(w)}` : `${w.method} ${w.operationId}`;
  const { pairs, base: gone, revision: added } = pairUp(base.webhooks, revision.webhooks, [byName, byId], byName);
  for (const [b, r] of pairs) {
    const at = { base: b.pointer, revision: r.pointer };
    if (b.name !== r.name)
      col.add("webhook-renamed", "webhook", { op: asOperation(r) }, at, "webhook#name", {
        before: b.name,
        after: r.name,
        args: { webhook: r.name, from: b.name, to: r.name },
      });
    // Its own facts, as an operation's (operations.ts), under kinds of their own: the payload rules would judge an
    // operation's kinds as those of a response.
    const fact = (kind: ChangeKind, aspect: string, before: unknown, after: unknown) =>
      col.add(kind, "webhook", { op: asOperation(r) }, at, `webhook#${aspect}`, {
        before,
        after,
        args: { webhook: r.name },
      });
    if (b.deprecated !== r.deprecated)
      fact(r.deprecated ? "webhook-deprecated" : "webhook-reactivated", "deprecated", b.deprecated, r.deprecated);
    // Generated types list a webhook's operation under its operationId, and type one without in place: one removed
    // takes away a type code may name, as a rename does; one added only adds one.
    if (b.operationId !== undefined && b.operationId !== r.operationId)
      fact("webhook-operation-id-changed", "operationId", b.operationId, r.operationId);
    compareRequestBodies(col, asOperation(b), asOperation(r), { webhook: r.name });
  }
  for (const w of gone)
    col.add("webhook-removed", "webhook", { op: asOperation(w) }, { base: w.pointer }, "webhook#exists", {
      before: { name: w.name, method: w.method },
      args: { webhook: w.name },
    });
  for (const w of added)
    col.add("webhook-added", "webhook", { op: asOperation(w) }, { revision: w.pointer }, "webhook#exists", {
      after: { name: w.name, method: w.method },
      args: { webhook: w.name },
    });
}

/** A webhook as the site of its changes: `POST webhook newPet`, named by its operationId or else by its name. */
function asOperation(w: Webhook): Operation {
  return {
    operationId: w.operationId ?? w.name,
    method: w.method,
    path: `webhook ${w.name}`,
    deprecated: w.deprecated,
    parameters: { path: [], query: [], header: [], cookie: [] },
    requestBody: w.requestBody,
    responses: w.responses,
    security: [],
    pointer: w.pointer,
  };
}
