/**
 * The runtime descriptor of one operation (templates/runtime/operation.ts): method, path, auth kind, how its body
 * is sent and its success body read, and pagination, decided here from the model so the runtime never reads spec
 * text.
 */
import type { ApiModel, MediaType, Operation, Parameter } from "../model/types.js";
import { usable } from "../model/refs.js";
import type { AuthKind, OperationDescriptor, PathStyle, QueryStyle } from "../../templates/runtime/operation.js";
import { isJsonMedia, mediaKey } from "../model/media-type.js";
import { otherSuccessEmpty, pickMedia, requestMedia, successData, successResponse } from "./operation-types.js";
import { operationSecurity, TOKEN, type SchemeTable } from "./auth-schemes.js";
import { rooted } from "../load/path-slips.js";

/** `schemes`: the entry point's scheme table when `auth` is typed from the security schemes (emit/auth-schemes.ts). */
export function descriptorOf(op: Operation, model: ApiModel, schemes?: SchemeTable): OperationDescriptor {
  const body = requestMedia(op, model.document);
  const data = successData(op, model.document);
  const ok = successResponse(op);
  const security = schemes && operationSecurity(op, schemes);
  const d: { -readonly [K in keyof OperationDescriptor]: OperationDescriptor[K] } = {
    id: op.operationId,
    method: op.method.toUpperCase() as OperationDescriptor["method"],
    path: rooted(op.path),
    auth: security ? (security.length > 0 ? "scheme" : "none") : authKind(op, model),
  };
  if (security && security.length > 0) d.security = security;
  if (body) d.body = body.kind;
  // Sent as the content type: only a well-formed media type (the runtime's defaults are application/octet-stream for
  // raw bytes and application/json for JSON, which a `+json` type such as application/merge-patch+json replaces).
  const media = body?.media.mediaType ?? "";
  const typed = body?.kind === "raw" || (body?.kind === "json" && media !== "application/json");
  if (typed && MEDIA_TYPE.test(media)) d.bodyType = media;
  if (data) d.data = data;
  const formStyles = body?.kind === "form" ? formFieldStyles(body.media) : [];
  if (formStyles.length > 0) d.formStyles = formStyles;
  const partTypes = body?.kind === "multipart" ? multipartPartTypes(body.media) : [];
  if (partTypes.length > 0) d.partTypes = partTypes;
  const declared = (ok && pickMedia(ok.content)?.mediaType) || "";
  const essence = mediaKey(declared);
  // Accepted instead of application/json when the success body is declared only in another JSON type: a server that
  // negotiates JSON:API's `application/vnd.api+json` answers 406 to an Accept that does not name it.
  if (!data && essence.endsWith("json") && essence !== "application/json" && MEDIA_TYPE.test(declared)) {
    d.accept = declared;
  }
  // A text declared as HTML (or any text) reads an HTML answer; any other text takes one for the wrong host's page.
  if (data === "text" && ["text/html", "application/xhtml+xml", "text/*"].includes(essence)) d.html = true;
  const query = queryStyles(op, model);
  if (query.length > 0) d.query = query;
  const reserved = op.parameters.query.filter((p) => p.allowReserved).map((p) => p.name);
  if (reserved.length > 0) d.reserved = reserved;
  // An object parameter whose `explode` is not its location's default (simple and header: not exploded; a cookie's
  // form: exploded): the runtime tells an object by its value, but not how the spec writes it.
  const object = (p: Parameter, explode: boolean) => p.explode === explode && mayBeObject(model, p);
  const pathStyles = op.parameters.path.flatMap((p): [string, PathStyle][] =>
    p.style === "label" || p.style === "matrix"
      ? [[p.name, p.explode ? `${p.style}-explode` : p.style]]
      : object(p, true)
        ? [[p.name, "simple-explode"]]
        : [],
  );
  if (pathStyles.length > 0) d.pathStyles = pathStyles;
  const explodeHeaders = op.parameters.header.filter((p) => object(p, true)).map((p) => p.name);
  if (explodeHeaders.length > 0) d.explodeHeaders = explodeHeaders;
  // A cookie's list is written by `explode` too (a cookie per element by default), where a path's or a header's is not.
  const joinCookies = op.parameters.cookie.filter((p) => p.explode === false && !isScalar(model, p)).map((p) => p.name);
  if (joinCookies.length > 0) d.joinCookies = joinCookies;
  // A parameter described by a JSON `content` is sent as its JSON text; any other media type leaves it a string.
  const json = (["path", "query", "header", "cookie"] as const).flatMap((where) =>
    op.parameters[where].flatMap((p) =>
      p.media !== undefined && isJsonMedia(p.media) ? [[ARGS[where], p.name] as const] : [],
    ),
  );
  if (json.length > 0) d.json = json;
  if (op.pagination === "cursor") d.paginated = true;
  const empty = !ok || ok.content.length === 0 || ok.status === "204" || ok.shape === "unspecified";
  if (empty || op.method === "head" || otherSuccessEmpty(op)) d.emptyOk = true;
  return d;
}

/** The call argument that holds the parameters of each location (templates/runtime/operation.ts `CallArgs`). */
const ARGS = { path: "path", query: "query", header: "headers", cookie: "cookies" } as const;

/** OpenAPI's query styles other than form, as the runtime names them. */
const STYLES = new Map<string | undefined, QueryStyle>([
  ["spaceDelimited", "space"],
  ["pipeDelimited", "pipe"],
  ["deepObject", "deep"],
]);

/**
 * The runtime's name for a style other than form. spaceDelimited and pipeDelimited exploded repeat the name for each
 * element, as form does (OpenAPI's table defines them only unexploded; openapi-fetch writes them so); deepObject is
 * exploded by definition.
 */
function delimited(p: { style?: string; explode?: boolean }): QueryStyle | undefined {
  return p.explode === true && p.style !== "deepObject" && STYLES.has(p.style) ? "explode" : STYLES.get(p.style);
}

/**
 * The query parameters the runtime must not write as a comma list (its default, JSON:API's: form, not exploded), with
 * their style: OpenAPI's default, form exploded (`ids=1&ids=2`), unless the spec says `explode: false`, and the other
 * styles. A parameter whose schema is a single scalar type is written the same whatever its style: left out. One in
 * form style, not exploded, is named `form` only when its value may be an object (`color=R,100,G,200`): the runtime
 * refuses an object in a parameter without a style, which JSON:API would write as `fields[profile]`.
 */
function queryStyles(op: Operation, model: ApiModel): [string, QueryStyle][] {
  return op.parameters.query.flatMap((p): [string, QueryStyle][] => {
    const style = queryStyle(model, p);
    return !style || isScalar(model, p) ? [] : [[p.name, style]];
  });
}

/**
 * The runtime's style for the query parameter `p` as queryStyles gives it (before leaving out a scalar's), undefined
 * for the comma list it writes without one (which refuses an object).
 */
export function queryStyle(model: ApiModel, p: Parameter): QueryStyle | undefined {
  const form = (p.style ?? "form") === "form";
  return (form ? (p.explode === false ? mayBeObject(model, p) && "form" : "explode") : delimited(p)) || undefined;
}

/**
 * The fields of a URL-encoded form body whose `encoding` is not form, exploded (the default: a field per member or
 * element), with the runtime's name for their style.
 */
function formFieldStyles(media: MediaType): [string, QueryStyle][] {
  return Object.entries(media.encoding ?? {}).flatMap(([name, e]): [string, QueryStyle][] => {
    const style = (e.style ?? "form") === "form" ? e.explode === false && "form" : delimited(e);
    return style ? [[name, style]] : [];
  });
}

/**
 * The parts of a multipart body whose `encoding` declares one content type (not a list, not a wildcard such as
 * `image/*`), which a file part without a type of its own is sent with.
 */
function multipartPartTypes(media: MediaType): [string, string][] {
  return Object.entries(media.encoding ?? {}).flatMap(([name, e]): [string, string][] => {
    const type = e.contentType?.trim() ?? "";
    return MEDIA_TYPE.test(type) && !type.includes("*") ? [[name, type]] : [];
  });
}

const SCALARS = new Set(["string", "number", "integer", "boolean", "null"]);

/** The `type` of a parameter's schema (through its `$ref`s) as a list: `[undefined]` when it names none. */
function types(model: ApiModel, p: Parameter): unknown[] {
  const type = usable(model.document, p.schema, p.pointer)?.value.type;
  return Array.isArray(type) ? type : [type];
}

/** Whether a parameter's schema says it is one scalar: a string, a number, a boolean. */
function isScalar(model: ApiModel, p: Parameter): boolean {
  const all = types(model, p);
  return all.length > 0 && all.every((t) => typeof t === "string" && SCALARS.has(t));
}

/** Whether a parameter's value may be an object: its schema says `object`, or names no type. */
const mayBeObject = (model: ApiModel, p: Parameter) => types(model, p).some((t) => t === undefined || t === "object");

const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"[^"\\\\\\r\\n]*"))*$`);

/**
 * How an operation authenticates, from its security requirements: only a public key in the query is `client`;
 * only HTTP Basic is `basic`; no requirement is `none`; anything else (a header key or a bearer token) is `api`.
 */
function authKind(op: Operation, model: ApiModel): AuthKind {
  const schemes = op.security.flat().map((r) => model.securitySchemes[r.scheme]);
  if (schemes.length === 0) return "none";
  if (schemes.every((s) => s?.type === "apiKey" && s.in === "query")) return "client";
  if (schemes.every((s) => s?.type === "http" && s.scheme === "basic")) return "basic";
  return "api";
}
