/**
 * Request bodies, by the descriptor's `body` kind:
 * - `json` → `content-type: application/json` and JSON.stringify (`application/json` is the media type the service
 *   document names for its request bodies);
 * - `form` → `content-type: application/x-www-form-urlencoded` and URLSearchParams (the OAuth token and revoke
 *   endpoints and the legacy form endpoints), with keys read by Object.entries, arrays as repeated keys.
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
  if (op.body === "form") return { body: formBody(op, body), contentType: "application/x-www-form-urlencoded" };
  const fail = (why = "") => new RequestError(`${op.id}: the body cannot be serialised as JSON${why}`);
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (e) {
    // Circular structures and BigInt; the TypeError's message names types, not values.
    throw fail(` (${(e as Error).message})`);
  }
  // JSON.stringify gives undefined for a function or a symbol.
  if (text === undefined) throw fail();
  return { body: text, contentType: "application/json" };
}

/** Form fields: strings, finite numbers and booleans, arrays as repeated keys; undefined and null fields dropped. */
function formBody(op: OperationDescriptor, body: unknown): string {
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new RequestError(`${op.id}: a form body must be an object`);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const element of Array.isArray(value) ? value : [value]) {
      if (typeof element !== "string" && typeof element !== "boolean" && !Number.isFinite(element)) {
        throw new RequestError(`${op.id}: form field ${name} must be a string, finite number or boolean`);
      }
      params.append(name, String(element));
    }
  }
  return params.toString();
}
