/** Webhooks and their payloads (../README.md, "compare/webhooks.ts"). */
import type { ApiModel, Operation, Webhook } from "../../model/index.js";
import { compareRequestBodies } from "./bodies.js";
import type { Collector } from "./collector.js";

export function compareWebhooks(col: Collector, base: ApiModel, revision: ApiModel): void {
  const key = (w: Webhook) => `${w.method} ${w.name}`;
  const free = new Map(revision.webhooks.map((w) => [key(w), w]));
  const gone: Webhook[] = [];
  const pairs: [Webhook, Webhook][] = [];
  for (const w of base.webhooks) {
    const other = free.get(key(w));
    if (other) {
      free.delete(key(w));
      pairs.push([w, other]);
    } else gone.push(w);
  }
  for (const w of gone) {
    const renamed =
      w.operationId === undefined
        ? undefined
        : [...free.values()].find((o) => o.operationId === w.operationId && o.method === w.method);
    if (renamed) {
      free.delete(key(renamed));
      pairs.push([w, renamed]);
      const at = { base: w.pointer, revision: renamed.pointer };
      col.add("webhook-renamed", "webhook", { op: asOperation(renamed) }, at, "webhook#name", {
        before: w.name,
        after: renamed.name,
        args: { webhook: renamed.name, from: w.name, to: renamed.name },
      });
      continue;
    }
    col.add("webhook-removed", "webhook", { op: asOperation(w) }, { base: w.pointer }, "webhook#exists", {
      before: { name: w.name, method: w.method },
      args: { webhook: w.name },
    });
  }
  for (const w of free.values())
    col.add("webhook-added", "webhook", { op: asOperation(w) }, { revision: w.pointer }, "webhook#exists", {
      after: { name: w.name, method: w.method },
      args: { webhook: w.name },
    });
  for (const [b, r] of pairs) compareRequestBodies(col, asOperation(b), asOperation(r), { webhook: r.name });
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
