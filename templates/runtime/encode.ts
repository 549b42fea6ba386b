/**
 * Request bodies, by the descriptor's `body` kind:
 * - `json` → JSON.stringify, with `content-type: application/json`, or the spec's own JSON type (`bodyType`:
 *   `application/merge-patch+json`, `application/vnd.api+json`), by which servers tell patch formats apart;
 * - `form` → `content-type: application/x-www-form-urlencoded` and URLSearchParams (the OAuth token and revoke
 *   endpoints and the legacy form endpoints), with keys read by Object.entries, arrays as repeated keys;
 * - `multipart` → a FormData (fetch writes its content type with the boundary): a Blob or File field is a file part,
 *   strings, numbers and booleans are text parts, arrays repeated parts, any other value a JSON part (OpenAPI's
 *   default for an object in a multipart body: `Content-Type: application/json`, no filename). A FormData cannot write
 *   such a part (a Blob entry always gets `filename="blob"`, which PHP, Rails, Django, Go and multer take for a file
 *   upload, so the field never arrives), so a body with a JSON part is written out by hand (`multipartBytes`);
 * - `raw` → the caller's string, Blob or bytes as they are, with the spec's media type (for a wildcard such as
 *   `image/*`, the Blob's own type, else application/octet-stream).
 *
 * A parameter the spec describes by a JSON `content` (descriptor `json`) is sent as its JSON text (`jsonArgs`).
 * JSON bodies are the core's (`encodeWith`); the other kinds and `jsonArgs` are parts of the runtime (parts.ts), which a
 * client has when its entry point's operations use them.
 *
 * Every result can be sent again as it is (a string, a FormData or a Blob fetch reads anew, bytes), so every retry
 * replays the same content (retry.ts). No body is sent when the call gives none.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import type { CallArgs, OperationDescriptor, QueryStyle } from "./operation.js";
import { part, type Parts } from "./parts.js";
import { deepPairs, isScalar, members } from "./query.js";

export interface EncodedBody {
  body: string | FormData | Blob | ArrayBuffer | ArrayBufferView | undefined;
  contentType: string | undefined;
}

/** A JSON body here, a form, multipart or raw one by the client's part of that name (parts.ts). */
export function encodeWith(op: OperationDescriptor, body: unknown, parts: Parts): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (op.body === undefined) throw new RequestError(`${op.id} takes no request body`);
  if (op.body === "form" || op.body === "multipart" || op.body === "raw")
    return part(parts, op.body, op)(op, body, parts);
  return { body: jsonText(`${op.id}: the body`, body), contentType: op.bodyType ?? "application/json" };
}

/** A URL-encoded form body (the `form` part; its fields' `formStyles` are the `formStyles` part). */
export function formEncoded(op: OperationDescriptor, body: unknown, parts: Parts): EncodedBody {
  return { body: formBody(op, body, parts), contentType: "application/x-www-form-urlencoded" };
}

/**
 * The call's arguments with each parameter the descriptor's `json` names (one the spec describes by a JSON `content`)
 * as its JSON text, which is then written as any string in its place; an undefined one is left as it is.
 */
export function jsonArgs<A extends CallArgs>(op: OperationDescriptor, args: A): A {
  const out = { ...args } as Record<string, unknown>;
  for (const [where, name] of op.json ?? []) {
    const values = out[where] as Record<string, unknown> | undefined;
    if (values && Object.hasOwn(values, name) && values[name] !== undefined)
      out[where] = { ...values, [name]: jsonText(`${op.id}: parameter ${name}`, values[name]) };
  }
  return out as A;
}

function jsonText(what: string, value: unknown): string {
  const fail = (why = "") => new RequestError(`${what} cannot be serialised as JSON${why}`);
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (e) {
    // Circular structures and BigInt; the TypeError's message names types, not values.
    throw fail(` (${(e as Error).message})`);
  }
  // JSON.stringify gives undefined for a function or a symbol.
  if (text === undefined) throw fail();
  return text;
}

/** What joins the elements of a form field written as one value (`formStyles`). */
const JOINS: Partial<Record<QueryStyle, string>> = { form: ",", space: " ", pipe: "|" };

/**
 * Form fields: strings, finite numbers and booleans, arrays as repeated keys; undefined and null fields dropped. An
 * object field is written as the spec's `encoding` says (the descriptor's `formStyles`, as a query parameter's style):
 * a field per member by default (form, exploded), `name[key]` each under deepObject, nested and lists as qs writes
 * them (Stripe's `metadata[order]=1`, `items[0][price]=p`, `expand[0]=customer`), or one field `name=key,value,...`
 * not exploded; a list not exploded is one field `name=a,b`.
 */
function formBody(op: OperationDescriptor, body: unknown, parts: Parts): string {
  if (body instanceof URLSearchParams) return body.toString();
  const params = new URLSearchParams();
  const append = (name: string, value: unknown): void => {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null) continue;
      if (!isScalar(v))
        throw new RequestError(`${op.id}: form field ${name} must be a string, finite number or boolean`);
      params.append(name, String(v));
    }
  };
  for (const [name, value] of Object.entries(objectBody(op, "a form", body))) {
    const style = op.formStyles?.find(([n]) => n === name)?.[1];
    if (style !== undefined && part(parts, "formStyles", op)(name, value, style, append)) continue;
    const pairs = members(value);
    if (pairs) for (const [key, v] of pairs) append(key, v);
    else append(name, value);
  }
  return params.toString();
}

/**
 * A form field in the style the descriptor's `formStyles` gives it (the `formStyles` part): `deep` or one value
 * joined (`form`, `space`, `pipe`), each value given to `append`; false for a style written as the default is.
 */
export function styledField(
  name: string,
  value: unknown,
  style: QueryStyle,
  append: (name: string, value: unknown) => void,
): boolean {
  const join = JOINS[style];
  if (join !== undefined) {
    const list = (members(value)?.flat() ?? [value].flat()).filter((v) => v !== undefined && v !== null);
    if (list.length > 0) append(name, list.every(isScalar) ? list.join(join) : list);
  } else if (style === "deep") for (const [key, v] of deepPairs(name, value)) append(key, v);
  else return false;
  return true;
}

/**
 * Multipart parts: a Blob is a file part, a scalar a text part, any other object a JSON part. A FormData (its content
 * type and boundary written by fetch) unless there is a JSON part, which only `multipartBytes` writes as OpenAPI says.
 */
export function multipartBody(op: OperationDescriptor, body: unknown): EncodedBody {
  if (body instanceof FormData) return { body, contentType: undefined };
  const parts: [name: string, value: string | Blob, json?: true][] = [];
  for (const [name, value] of fields(op, "a multipart", body)) {
    if (value instanceof Blob) parts.push([name, typedBlob(value, op.partTypes?.find(([n]) => n === name)?.[1])]);
    else if (isScalar(value)) parts.push([name, String(value)]);
    else if (typeof value === "object") parts.push([name, jsonText(`${op.id}: the body`, value), true]);
    else
      throw new RequestError(
        `${op.id}: multipart field ${name} must be a Blob, a string, a finite number, a boolean or an object`,
      );
  }
  if (parts.some(([, , json]) => json)) return multipartBytes(parts);
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return { body: form, contentType: undefined };
}

/**
 * A Blob without a type of its own with the one the spec's `encoding` declares for its part (a server may refuse an
 * `image/png` part sent as application/octet-stream); a File keeps its name. Its bytes are not read.
 */
function typedBlob(blob: Blob, type: string | undefined): Blob {
  if (type === undefined || blob.type !== "") return blob;
  return blob instanceof File
    ? new File([blob], blob.name, { type, lastModified: blob.lastModified })
    : new Blob([blob], { type });
}

/**
 * A multipart/form-data body written as fetch writes a FormData (RFC 7578, the WHATWG escapes in names, CRLF line
 * breaks in text), but with each JSON part as a field with `Content-Type: application/json` and no filename. A Blob,
 * so that every retry sends it again; its file parts are the caller's Blobs, never read here.
 */
function multipartBytes(parts: [name: string, value: string | Blob, json?: true][]): EncodedBody {
  const random = crypto.getRandomValues(new Uint8Array(16));
  const boundary = `----revforge${[...random].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  const quoted = (text: string) => `"${text.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22")}"`;
  const chunks: (string | Blob)[] = [];
  for (const [name, value, json] of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}`;
    if (value instanceof Blob) {
      const filename = value instanceof File ? value.name : "blob";
      const type = value.type || "application/octet-stream";
      chunks.push(`${disposition}; filename=${quoted(filename)}\r\nContent-Type: ${type}\r\n\r\n`, value, "\r\n");
    } else if (json) chunks.push(`${disposition}\r\nContent-Type: application/json\r\n\r\n${value}\r\n`);
    else chunks.push(`${disposition}\r\n\r\n${value.replace(/\r(?!\n)|(?<!\r)\n/g, "\r\n")}\r\n`);
  }
  chunks.push(`--${boundary}--\r\n`);
  return { body: new Blob(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The body as an object, else a RequestError. */
function objectBody(op: OperationDescriptor, what: string, body: unknown): object {
  if (typeof body !== "object" || body === null || Array.isArray(body) || body instanceof Blob) {
    throw new RequestError(`${op.id}: ${what} body must be an object`);
  }
  return body;
}

/** The fields of an object body as name and value, each element of an array its own; undefined and null dropped. */
function fields(op: OperationDescriptor, what: string, body: unknown): [string, unknown][] {
  return Object.entries(objectBody(op, what, body)).flatMap(([name, value]) =>
    value === undefined || value === null
      ? []
      : (Array.isArray(value) ? value : [value]).map((v): [string, unknown] => [name, v]),
  );
}

/** A raw body as it is, with the spec's media type, or for a wildcard the Blob's own. */
export function rawBody(op: OperationDescriptor, body: unknown): EncodedBody {
  if (
    typeof body !== "string" &&
    !(body instanceof Blob) &&
    !(body instanceof ArrayBuffer) &&
    !ArrayBuffer.isView(body)
  ) {
    throw new RequestError(`${op.id}: the body must be a string, a Blob, an ArrayBuffer or a typed array`);
  }
  const declared = op.bodyType ?? "application/octet-stream";
  const own = body instanceof Blob && body.type !== "" ? body.type : "application/octet-stream";
  return { body, contentType: declared.includes("*") ? own : declared };
}
