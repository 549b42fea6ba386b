/** Request bodies, responses and their media types (../README.md, "compare/bodies.ts"). */
import type { MediaType, Operation, Response, ResponseHeader } from "../../model/index.js";
import { isJsonMedia, mediaKey } from "../../model/media-type.js";
import type { Collector } from "./collector.js";
import { pairUp } from "./pairing.js";
import { admits } from "./schema-view.js";
import { child } from "./pointer.js";

/**
 * An operation's request body, or a webhook's payload (`payload` names the webhook: its changes are in the `webhook`
 * area, their subjects under `payload`).
 */
export function compareRequestBodies(col: Collector, b: Operation, r: Operation, payload?: { webhook: string }): void {
  const [bb, rb] = [b.requestBody, r.requestBody];
  if (!bb && !rb) return;
  const area = payload ? "webhook" : "request-body";
  const at: Where = { area, base: `${b.pointer}/requestBody`, revision: `${r.pointer}/requestBody` };
  const [subject, args] = payload ? ["payload", payload] : ["request", {}];
  if (!bb || !rb) {
    // A removed request body is reached through the base operation; a webhook's payload through the revision's webhook.
    const on = { op: r, pointer: bb && !payload ? at.base : at.revision };
    const kind = bb ? "request-body-removed" : "request-body-added";
    col.add(kind, area, on, bb ? { base: bb.pointer } : { revision: rb!.pointer }, `${subject}#exists`, {
      args: { ...args, required: (bb ?? rb)!.required },
    });
    return;
  }
  if (bb.required !== rb.required)
    col.add(
      rb.required ? "request-body-required-added" : "request-body-required-removed",
      area,
      { op: r, pointer: at.revision },
      { base: bb.pointer, revision: rb.pointer },
      `${subject}#required`,
      { before: bb.required, after: rb.required, args },
    );
  compareContent(col, r, bb.content, rb.content, at);
}

export function compareResponses(col: Collector, b: Operation, r: Operation): void {
  const by = (x: Response) => statusKey(x.status);
  const order = (x: Response) => `${by(x)}\u0000${x.status}`;
  const { pairs, base: removed, revision: added } = pairUp(b.responses, r.responses, [by], order);
  for (const [bx, rx] of pairs) compareResponse(col, b, r, bx, rx);
  const bSuccess = removed.find((x) => isSuccess(x.status));
  const rSuccess = added.find((x) => isSuccess(x.status));
  if (bSuccess && rSuccess) {
    col.add(
      "success-status-changed",
      "response",
      { op: r, status: rSuccess.status, pointer: child(r.pointer, "responses", rSuccess.status) },
      { base: bSuccess.pointer, revision: rSuccess.pointer },
      "response success#status",
      { before: bSuccess.status, after: rSuccess.status },
    );
    compareResponse(col, b, r, bSuccess, rSuccess);
  }
  const paired = bSuccess && rSuccess ? [bSuccess, rSuccess] : [];
  const alone = (x: Response, op: Operation, side: "base" | "revision") => {
    const kind = side === "base" ? "response-removed" : "response-added";
    const on = { op: r, status: x.status, pointer: child(op.pointer, "responses", x.status) };
    col.add(kind, "response", on, { [side]: x.pointer }, `response ${statusKey(x.status)}#exists`, {
      [side === "base" ? "before" : "after"]: x.status,
      args: { status: x.status, success: isSuccess(x.status) },
    });
  };
  for (const bx of removed) if (!paired.includes(bx)) alone(bx, b, "base");
  for (const rx of added) if (!paired.includes(rx)) alone(rx, r, "revision");
}

function compareResponse(col: Collector, b: Operation, r: Operation, bx: Response, rx: Response): void {
  const at = (op: Operation, x: Response) => child(op.pointer, "responses", x.status);
  const where: Where = { area: "response", status: rx.status, base: at(b, bx), revision: at(r, rx) };
  compareContent(col, r, bx.content, rx.content, where);
  compareHeaders(col, r, bx, rx, where);
}

/** Where the two bodies (or responses) compared are: their area, their status, and their pointer on each side. */
type Where = { area: "request-body" | "response" | "webhook"; status?: string; base: string; revision: string };

/**
 * The headers of a response present on both sides, by name whatever its case (RFC 9110 section 5.1): each added,
 * removed or changed in requiredness. Code reads a header by its name (a `Location`, a `Link` to the next page), so
 * one that goes away breaks it as a property gone from the body does.
 */
function compareHeaders(col: Collector, r: Operation, bx: Response, rx: Response, at: Where): void {
  const byName = (x: Response) => new Map((x.headers ?? []).map((h) => [h.name.toLowerCase(), h]));
  const [bh, rh] = [byName(bx), byName(rx)];
  const status = rx.status;
  const where = (key: string) => `response ${statusKey(status)} header ${key}`;
  // A removed header is reached in the base response, the others in the revision's.
  const on = (name: string, prefix = at.revision) => ({ op: r, status, pointer: child(prefix, "headers", name) });
  const alone = (key: string, h: ResponseHeader, side: "base" | "revision") => {
    const kind = side === "base" ? "response-header-removed" : "response-header-added";
    col.add(kind, "response", on(h.name, at[side]), { [side]: h.pointer }, `${where(key)}#exists`, {
      [side === "base" ? "before" : "after"]: h.name,
      args: { header: h.name, status, required: h.required },
    });
  };
  // The types of a header's schema: a value of a type the reader was not told of (a number now a string, a null) can
  // fail the code that parses it, where a narrower one (number to integer, a null no longer sent) cannot.
  const compareTypes = (key: string, h: ResponseHeader, other: ResponseHeader) => {
    const [before, after] = [h.types, other.types];
    if (!before || !after || before.join() === after.join()) return;
    const both = { base: h.pointer, revision: other.pointer };
    col.add("response-header-type-changed", "response", on(other.name), both, `${where(key)}#type`, {
      before,
      after,
      args: {
        header: other.name,
        status,
        from: before.join(" | "),
        to: after.join(" | "),
        narrowed: after.every((t) => admits(before, t)),
      },
    });
  };
  for (const [key, h] of bh) {
    const other = rh.get(key);
    if (!other) alone(key, h, "base");
    else compareTypes(key, h, other);
    if (other && h.required !== other.required)
      col.add(
        other.required ? "response-header-required-added" : "response-header-required-removed",
        "response",
        on(other.name),
        { base: h.pointer, revision: other.pointer },
        `${where(key)}#required`,
        { before: h.required, after: other.required, args: { header: other.name, status } },
      );
  }
  for (const [key, h] of rh) if (!bh.has(key)) alone(key, h, "revision");
}

function compareContent(col: Collector, r: Operation, bc: MediaType[], rc: MediaType[], at: Where): void {
  const { area, status } = at;
  // The same type with the same parameters first, then the same type whatever its parameters (see pairing.ts).
  const { pairs, base: removed, revision: added } = pairUp(bc, rc, [fullKey, (m) => mediaKey(m.mediaType)], order);
  const where =
    area === "response" ? `response ${statusKey(status ?? "")}` : area === "webhook" ? "payload" : "request";
  // A media type is reached in the revision's body, a removed one in the base's.
  const on = (m: MediaType, side: "base" | "revision" = "revision") => {
    return { op: r, status, mediaType: m.mediaType, pointer: child(at[side], "content", m.mediaType) };
  };
  const schemas = (bm: MediaType, rm: MediaType) => {
    if (!bm.schema || !rm.schema) return;
    const basePrefix = child(at.base, "content", bm.mediaType, "schema");
    const revisionPrefix = child(at.revision, "content", rm.mediaType, "schema");
    const subject = `${where} ${mediaKey(rm.mediaType)}`;
    col.schema({ area, revision: r, status, mediaType: rm.mediaType, basePrefix, revisionPrefix, subject }, bm, rm);
  };
  for (const [bm, rm] of pairs) {
    if (mediaParameters(bm.mediaType) !== mediaParameters(rm.mediaType))
      col.add(
        "media-type-parameters-changed",
        area,
        on(rm),
        { base: bm.pointer, revision: rm.pointer },
        `${where} ${mediaKey(rm.mediaType)}#media-type-parameters`,
        { before: bm.mediaType, after: rm.mediaType, args: { mediaType: mediaKey(rm.mediaType), status } },
      );
    schemas(bm, rm);
  }
  // One removed and one added type are one change; a JSON type is paired with a JSON type first.
  const bm = removed.find((m) => isJsonMedia(m.mediaType)) ?? removed[0];
  const rm = (bm && isJsonMedia(bm.mediaType) && added.find((m) => isJsonMedia(m.mediaType))) || added[0];
  const changed = bm && rm ? [bm, rm] : [];
  if (bm && rm) {
    const json = isJsonMedia(bm.mediaType) && isJsonMedia(rm.mediaType);
    col.add("media-type-changed", area, on(rm), { base: bm.pointer, revision: rm.pointer }, `${where}#media-type`, {
      before: bm.mediaType,
      after: rm.mediaType,
      args: json ? { status, json } : { status },
    });
    schemas(bm, rm);
  }
  const alone = (m: MediaType, side: "base" | "revision") => {
    const kind = side === "base" ? "media-type-removed" : "media-type-added";
    col.add(kind, area, on(m, side), { [side]: m.pointer }, `${where} ${mediaKey(m.mediaType)}#exists`, {
      [side === "base" ? "before" : "after"]: m.mediaType,
      args: { mediaType: m.mediaType, status },
    });
  };
  for (const m of removed) if (!changed.includes(m)) alone(m, "base");
  for (const m of added) if (!changed.includes(m)) alone(m, "revision");
}

function isSuccess(status: string): boolean {
  return /^2/.test(status);
}

function statusKey(status: string): string {
  return status.toUpperCase();
}

/** A media type as a client sees it: its type and the parameters that say something (`application/json; a=1`). */
function fullKey(m: MediaType): string {
  return `${mediaKey(m.mediaType)}; ${mediaParameters(m.mediaType)}`;
}

/** Media types of one body in a canonical order: as a client sees them, then as the document spells them. */
function order(m: MediaType): string {
  return `${fullKey(m)}\u0000${m.mediaType}`;
}

/**
 * The parameters of a media type (`charset=utf-8`, `profile=...`), names lower-cased, in a stable order. A value is
 * read unquoted (`profile="a"` is `profile=a`: RFC 9110 section 5.6.6, the quoted and unquoted values are equivalent),
 * a charset in lower case (charset names are case-insensitive, section 8.3.2). Left out: `q`, a weight of content
 * negotiation (an Accept header's, RFC 9110 section 12.4.2), not a parameter of the type; and a JSON type's
 * `charset=utf-8`, the only encoding JSON has (RFC 8259 section 8.1), so saying it changes nothing.
 */
function mediaParameters(mediaType: string): string {
  const json = isJsonMedia(mediaType);
  const start = mediaType.indexOf(";");
  if (start < 0) return "";
  // `; name=value`, the value a token or a quoted string (which may hold `;` and escaped quotes).
  return [...mediaType.slice(start).matchAll(/;\s*([^;=\s]*)\s*(?:=\s*("(?:[^"\\]|\\.)*"|[^;]*))?/g)]
    .map(([, rawName = "", raw = ""]) => {
      const name = rawName.toLowerCase();
      const text = raw.trim();
      const value = /^".*"$/s.test(text) ? text.slice(1, -1).replace(/\\(.)/gs, "$1") : text;
      return [name, name === "charset" ? value.toLowerCase() : value] as const;
    })
    .filter(([name, value]) => name !== "" && name !== "q" && !(json && name === "charset" && value === "utf-8"))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("; ");
}
