/**
 * The TypeScript types of one operation's arguments and result, written as type text over the `operations`
 * interface that openapi-typescript emits into types.d.ts. Indexed access into that interface is what keeps
 * consumers' type-checking cheap: a call is checked against its one operation, where a path-keyed client matches it
 * against every path of the spec (docs/architecture.md, "Learned from openapi-typescript and openapi-fetch"). Spec
 * strings appear only as string literals made by the escaping helper.
 */
import { asReceived, asSent } from "./read-write.js";
import type { ApiModel, MediaType, Operation, Parameter } from "../model/types.js";
import { usable } from "../model/refs.js";
import { setByRuntime } from "../model/runtime-headers.js";
import { isJsonMedia, mediaKey } from "../model/media-type.js";
import { propertyKey, stringLiteral } from "./escape.js";
import { compareCodeUnits } from "../output/order.js";
import type { VersionParameter } from "../config/version-parameter.js";

/**
 * Whether `p` is the version parameter, which the client sets itself (`revision` for our API): never part of per-call
 * arguments, also when the spec declares it required. A header's name matches whatever its case.
 */
function setByClient(p: Parameter, version: VersionParameter | undefined): boolean {
  if (version?.in !== p.in) return false;
  return p.in === "header" ? version.name.toLowerCase() === p.name.toLowerCase() : version.name === p.name;
}

/** The success response an operation's function returns: the lowest 2xx status, else 2XX, else default. */
export function successResponse(op: Operation) {
  const codes = op.responses
    .filter((r) => /^2\d\d$/.test(r.status))
    .sort((a, b) => compareCodeUnits(a.status, b.status));
  return codes[0] ?? op.responses.find((r) => r.status === "2XX") ?? op.responses.find((r) => r.status === "default");
}

/**
 * How a body of a media type is written or read: JSON types and the wildcards `*\/*` and `application/*` as JSON
 * (what such a spec sends is JSON most often), a URL-encoded form, multipart parts, text (`text/*`, XML, YAML, NDJSON,
 * CSV), or bytes (any other type: `application/octet-stream`, `image/png`, `application/pdf`...).
 */
export function mediaKind(mediaType: string): "json" | "form" | "multipart" | "text" | "bytes" {
  const type = mediaKey(mediaType);
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type.startsWith("multipart/")) return "multipart";
  if (/^text\/|[/+]xml$|^application\/(x-)?(ya?ml|ndjson|jsonl|csv)$/.test(type)) return "text";
  if (/^[^/]+\/[^/]+$/.test(type) && !/json$/.test(type) && type !== "*/*" && type !== "application/*") return "bytes";
  return "json";
}

/**
 * How a body of `media` is written or read: as its media type says (mediaKind), but a wildcard (`*\/*`,
 * `application/*`) whose schema is a file (`type: string, format: binary`) is bytes: a download or an upload whose
 * type the spec leaves open (springdoc writes `*\/*` for every body), which a JSON reading would refuse (the
 * download's PDF is no JSON) or a JSON writing would send as `{}` (a Blob's JSON text). The schema is read through its
 * `$ref`s (in `document`, the model's): a file schema in `components` is as much a file as one written inline.
 */
function bodyKind(media: MediaType, document: ApiModel["document"]): ReturnType<typeof mediaKind> {
  const kind = mediaKind(media.mediaType);
  const wildcard = ["*/*", "application/*"].includes(mediaKey(media.mediaType));
  if (kind !== "json" || !wildcard) return kind;
  const schema = usable(document, media.schema, `${media.pointer}/schema`)?.value;
  return schema?.type === "string" && schema.format === "binary" ? "bytes" : kind;
}

/** The request body's media type and how it is sent (templates/runtime/encode.ts), when the operation has one. */
export function requestMedia(
  op: Operation,
  document: ApiModel["document"],
): { media: MediaType; kind: "json" | "form" | "multipart" | "raw" } | undefined {
  // fetch sends no body with GET or HEAD (it throws); specs declare one anyway (Stripe's GET bodies; the loader warns).
  const bodyless = op.method === "get" || op.method === "head";
  const media = op.requestBody && !bodyless ? pickMedia(op.requestBody.content) : undefined;
  if (!media) return undefined;
  const kind = bodyKind(media, document);
  return { media, kind: kind === "text" || kind === "bytes" ? "raw" : kind };
}

/** How the success body is read when its response declares no JSON type: as text or as bytes (a Blob). */
export function successData(op: Operation, document: ApiModel["document"]): "text" | "bytes" | undefined {
  const ok = successResponse(op);
  const media = ok && op.method !== "head" ? pickMedia(ok.content) : undefined;
  const kind = media ? bodyKind(media, document) : undefined;
  return kind === "text" || kind === "bytes" ? kind : undefined;
}

/** The JSON (or +json) media type of a body, else the form one, else the first. */
export function pickMedia(content: MediaType[]): MediaType | undefined {
  return (
    content.find((m) => m.mediaType === "application/json") ??
    content.find((m) => /\+json$|^application\/json;/.test(m.mediaType)) ??
    content.find((m) => m.mediaType === "application/x-www-form-urlencoded") ??
    content[0]
  );
}

/**
 * The key of an operation in openapi-typescript's `operations` interface. It makes each `#` of the operationId `/`
 * (its path-item transform: a Rails operationId `Api::V1::Models#create` is `operations["Api::V1::Models/create"]`),
 * and reads its reference to the entry as a JSON pointer, percent-decoded: a `%` would make `paths` refer to another
 * key (`a%2Fb` as `a/b`, TS2339) or stop it (a lone `%`, "URI malformed"). So each `%` is written `\uff05` (the
 * fullwidth percent sign), in the operationId types-input.ts hands it and here.
 */
export function typesKey(operationId: string): string {
  return operationId.replaceAll("#", "/").replaceAll("%", "\uff05");
}

function opType(op: Operation): string {
  return `operations[${stringLiteral(typesKey(op.operationId))}]`;
}

/**
 * One filter expression of a query parameter's `x-filter` grammar: `operator(field,value)`; undefined for a parameter
 * without one, which gets no filter-expression type of its own (`<Type>Filter`, names.ts).
 */
export function filterType(p: Parameter): string | undefined {
  const fields = Object.entries(p.filter?.fields ?? {}).filter(([, ops]) => ops.length > 0);
  if (fields.length === 0) return undefined;
  const exprs = fields.map(([field, ops]) => {
    const opsUnion = ops.map(stringLiteral).join(" | ");
    return `\`\${${opsUnion}}(\${${stringLiteral(field)}},\${string})\``;
  });
  return exprs.join(" | ");
}

/**
 * `{ path; query?; headers?; cookies?; body }` for the operation, whether the whole argument may be omitted, and the
 * named filter-expression types it refers to (`<Type>Filter`, one per filtered query parameter).
 */
export function argsType(
  op: Operation,
  document: ApiModel["document"],
  typeStem: string,
  version?: VersionParameter,
  readWrite?: boolean,
) {
  const aliases: { name: string; type: string }[] = [];
  const o = opType(op);
  const members: string[] = [];
  let optional = true;
  const member = (name: string, type: string, required: boolean) => {
    if (required) optional = false;
    members.push(`${name}${required ? "" : "?"}: ${type};`);
  };
  if (op.parameters.path.length > 0) member("path", `${o}["parameters"]["path"]`, true);
  const query = op.parameters.query.filter((p) => !setByClient(p, version));
  if (query.length > 0) {
    const filters = query.map((p) => [p, filterType(p)] as const).filter(([, t]) => t !== undefined);
    const own = op.parameters.query.filter((p) => !query.includes(p)).map((p) => stringLiteral(p.name));
    let text = `NonNullable<${o}["parameters"]["query"]>`;
    if (own.length > 0) text = `Omit<${text}, ${own.join(" | ")}>`;
    if (filters.length > 0) {
      const names = filters.map(([p]) => stringLiteral(p.name)).join(" | ");
      const typed = filters
        .map(([p, t], i) => {
          const name = `${typeStem}${i === 0 ? "" : i + 1}Filter`;
          aliases.push({ name, type: t! });
          return `${propertyKey(p.name)}${p.required ? "" : "?"}: ${name} | readonly ${name}[];`;
        })
        .join(" ");
      text = `Omit<${text}, ${names}> & { ${typed} }`;
    }
    member("query", text, anyRequired(query));
  }
  const headers = op.parameters.header.filter((p) => !setByClient(p, version) && !setByRuntime(p, op));
  if (headers.length > 0) {
    const omit = op.parameters.header.filter((p) => !headers.includes(p)).map((p) => stringLiteral(p.name));
    const type = `Omit<NonNullable<${o}["parameters"]["header"]>, ${omit.join(" | ") || "never"}>`;
    member("headers", type, anyRequired(headers));
  }
  if (op.parameters.cookie.length > 0)
    member("cookies", `NonNullable<${o}["parameters"]["cookie"]>`, anyRequired(op.parameters.cookie));
  const body = requestMedia(op, document);
  if (body) {
    const type = asSent(
      `NonNullable<${o}["requestBody"]>["content"][${stringLiteral(body.media.mediaType)}]`,
      readWrite,
    );
    // A raw body is text or bytes whatever its schema says (an XML document is the caller's string).
    const typed = body.kind === "multipart" ? `MultipartBody<${type}>` : body.kind === "raw" ? "RawBody" : type;
    member("body", typed, op.requestBody?.required === true);
  }
  return { text: members.length ? `{ ${members.join(" ")} }` : "Record<string, never>", optional, aliases };
}

const anyRequired = (parameters: Parameter[]) => parameters.some((p) => p.required);

/**
 * Whether another success response than the one read (successResponse) has no body: `204` beside a `200` with JSON, or
 * a `202` without content. The answer may then be empty, its data undefined.
 */
export function otherSuccessEmpty(op: Operation): boolean {
  const ok = successResponse(op);
  return op.responses.some(
    (r) =>
      r !== ok && /^2(\d\d|XX)$/.test(r.status) && (r.content.length === 0 || r.status === "204" || r.status === "205"),
  );
}

/**
 * `ErrorBody<operations[...]["responses"]>` (templates/runtime/result.ts) when a 4xx, 5xx or `default` response
 * documents a JSON body, which the runtime parses into ApiError's `body`; otherwise undefined: `body` stays `unknown`.
 */
export function errorBodyType(op: Operation, readWrite?: boolean): string | undefined {
  const documented = op.responses.some(
    (r) => /^([45]|default$)/.test(r.status) && r.content.some((m) => isJsonMedia(m.mediaType)),
  );
  return documented ? asReceived(`ErrorBody<${opType(op)}["responses"]>`, readWrite) : undefined;
}

/** The success body type, or `undefined` when the success response has no content (`| undefined` when another has none). */
export function dataType(op: Operation, document: ApiModel["document"], readWrite?: boolean): string {
  const ok = successResponse(op);
  const media = ok ? pickMedia(ok.content) : undefined;
  if (!ok || !media || op.method === "head") return "undefined";
  const read = successData(op, document);
  const type = read
    ? read === "text"
      ? "string"
      : "Blob"
    : asReceived(
        `${opType(op)}["responses"][${stringLiteral(ok.status)}]["content"][${stringLiteral(media.mediaType)}]`,
        readWrite,
      );
  return otherSuccessEmpty(op) ? `${type} | undefined` : type;
}
