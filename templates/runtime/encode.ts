/**
 * Request bodies, by the descriptor's `body` kind:
 * - `json` → `content-type: application/json` and JSON.stringify (the API accepts `application/json`; anchors.md 4.7);
 * - `form` → `content-type: application/x-www-form-urlencoded` and URLSearchParams (the OAuth token and revoke
 *   endpoints and the legacy form endpoints), with keys read by Object.keys, arrays as repeated keys.
 *
 * The result is always a string, so every retry replays exactly the same bytes (retry.ts: only replayable bodies are
 * retried). No body is sent when the call gives none.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import type { OperationDescriptor } from "./operation.js";

export interface EncodedBody {
  body: string | undefined;
  contentType: string | undefined;
}

export function encodeBody(op: OperationDescriptor, body: unknown): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (op.body === undefined) throw new RequestError(`${op.id} takes no request body`);
  if (op.body === "json") {
    let text: string | undefined;
    try {
      text = JSON.stringify(body);
    } catch (e) {
      // Circular structures and BigInt; the TypeError's message names types, not values.
      throw new RequestError(`${op.id}: the request body cannot be serialised as JSON (${(e as Error).message})`);
    }
    if (text === undefined) throw new RequestError(`${op.id}: the request body cannot be serialised as JSON`);
    return { body: text, contentType: "application/json" };
  }
  return { body: formBody(op, body), contentType: "application/x-www-form-urlencoded" };
}

function formBody(op: OperationDescriptor, body: unknown): string {
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new RequestError(`${op.id}: a form body must be an object of field names to values`);
  }
  const params = new URLSearchParams();
  const record = body as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    for (const element of Array.isArray(value) ? value : [value]) {
      if (typeof element === "string") params.append(name, element);
      else if (typeof element === "number" && Number.isFinite(element)) params.append(name, String(element));
      else if (typeof element === "boolean") params.append(name, element ? "true" : "false");
      else throw new RequestError(`${op.id}: form field ${name} must be a string, a finite number or a boolean`);
    }
  }
  return params.toString();
}
