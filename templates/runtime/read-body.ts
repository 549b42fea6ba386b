/**
 * Bounded reading of response bodies and the helpers that turn bytes into safe text.
 *
 * - The body is read as a stream and counted while it arrives; past `maxBytes` the stream is cancelled and
 *   ResponseTooLargeError thrown (revforge's docs/safety.md, R8). A Content-Length above the cap fails before the first
 *   read. `fetch` has already undone any Content-Encoding, so the count is of *decoded* bytes and a gzip bomb is capped
 *   too.
 * - Snippets (for messages and error fields) are the first 200 bytes of the raw text, redacted first and cut after, so
 *   a secret straddling the cut cannot leave a prefix behind; every cut of text in the runtime goes through
 *   `redactedCut`, which takes the redactor, so none can come first. No server data is ever JSON.stringify'd (S7: a
 *   body nested a million deep would make it throw).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { ResponseTooLargeError } from "./errors.js";
import type { Redactor } from "./redact.js";

export const SNIPPET_BYTES = 200;

export async function readBody(response: Response, maxBytes: number, context: string): Promise<Uint8Array> {
  const tooLarge = () =>
    new ResponseTooLargeError(`${context}: body over maxResponseBytes (${maxBytes} bytes)`, {
      status: response.status,
      maxBytes,
    });
  // No body (a HEAD's answer, a 204, a 304): its Content-Length, if any, is the size of a representation not sent.
  if (response.body === null) return new Uint8Array(0);
  const declared = response.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await cancelBody(response);
    throw tooLarge();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  // A small body arrives in one chunk, which is the whole body as it is.
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Releases a body we will not read (so the connection can be reused); never throws. */
export async function cancelBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Already errored or locked: nothing left to release.
  }
}

/**
 * The media type without parameters, lower-cased: `application/json; charset=utf-8` → `application/json`. A
 * Content-Type sent twice arrives joined by fetch's Headers (`application/json, application/json`): the last valid type
 * counts, as in fetch's own "extract a MIME type" (a Blob's type, `response.json()`).
 */
export function mediaType(headers: Headers): string {
  const value = headers.get("content-type") ?? "";
  return value.includes(",") ? lastType(value) : essence(value);
}

const essence = (value: string) => value.split(";")[0]!.trim().toLowerCase();

/** The last `type/subtype` of a comma-joined Content-Type, the wildcard type skipped; quoted commas split nothing. */
function lastType(value: string): string {
  const types = (value.match(/(?:[^,"]|"(?:[^"\\]|\\.)*"?)+/g) ?? []).map(essence);
  return types.reverse().find((t) => /^[^\s/]+\/[^\s/]+$/.test(t) && t !== "*/*") ?? "";
}

/** `application/json`, `application/vnd.api+json` and any other `+json` type (revforge's docs/safety.md, R6). */
export function isJsonType(type: string): boolean {
  return type === "application/json" || /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+\+json$/.test(type);
}

export function isHtmlType(type: string): boolean {
  return type === "text/html" || type === "application/xhtml+xml";
}

/**
 * The first SNIPPET_BYTES bytes of the body as text, redacted. Decoding is lenient (invalid UTF-8 becomes U+FFFD) and
 * control characters become spaces, so the snippet is one printable line.
 */
export function snippetOf(bytes: Uint8Array, redactor: Redactor): string {
  return excerpt(new TextDecoder().decode(bytes.subarray(0, SNIPPET_BYTES + REDACT_WINDOW)), redactor);
}

/**
 * How far past a cut the text is still redacted: wide enough to hold any secret that starts inside the part kept
 * (tokens are at most 4096 characters), so that it is recognised whole. A secret that the window's own end cuts is a
 * start of one, which the redactor recognises too (redact.ts), so the window bounds the work on a 16 MiB body without
 * letting anything through.
 */
const REDACT_WINDOW = 16_384;

/**
 * `text` redacted, then cut to at most `max` UTF-8 bytes without splitting a character. The only way the runtime
 * shortens text, so that no cut can come before redaction: a secret cut in half first would leave its kept half in
 * the text unrecognised when shorter than the redactor's minimum, and a cut of the redacted text only ever cuts
 * `[redacted]`.
 */
export function redactedCut(text: string, redactor: Redactor, max: number): string {
  const encoded = new TextEncoder().encode(redactor.redact(text.slice(0, max + REDACT_WINDOW)));
  if (encoded.byteLength <= max) return new TextDecoder().decode(encoded);
  return new TextDecoder().decode(encoded.subarray(0, max)).replace(/\uFFFD+$/, "");
}

/**
 * Text for a message: redacted, cut to at most `max` UTF-8 bytes (redactedCut), control characters (CR, LF, NUL,
 * escapes) replaced with spaces, trimmed.
 */
export function excerpt(text: string, redactor: Redactor, max: number = SNIPPET_BYTES): string {
  return redactedCut(text, redactor, max)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .trim();
}
