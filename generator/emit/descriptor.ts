/**
 * The runtime descriptor of one operation (templates/runtime/operation.ts): method, path, auth kind, how its body
 * is sent and its success body read, and pagination, decided here from the model so the runtime never reads spec
 * text.
 */
import type { ApiModel, Operation } from "../model/types.js";
import type { AuthKind, OperationDescriptor } from "../../templates/runtime/operation.js";
import { requestMedia, successData, successResponse } from "./operation-types.js";
import { operationSecurity, type SchemeTable } from "./auth-schemes.js";

/** `schemes`: the entry point's scheme table when `auth` is typed from the security schemes (emit/auth-schemes.ts). */
export function descriptorOf(op: Operation, model: ApiModel, schemes?: SchemeTable): OperationDescriptor {
  const body = requestMedia(op);
  const data = successData(op);
  const ok = successResponse(op);
  const security = schemes && operationSecurity(op, schemes);
  const d: { -readonly [K in keyof OperationDescriptor]: OperationDescriptor[K] } = {
    id: op.operationId,
    method: op.method.toUpperCase() as OperationDescriptor["method"],
    path: op.path,
    auth: security ? (security.length > 0 ? "scheme" : "none") : authKind(op, model),
  };
  if (security && security.length > 0) d.security = security;
  if (body) d.body = body.kind;
  // Sent as the content type: only a well-formed media type (the runtime's default is application/octet-stream).
  if (body?.kind === "raw" && MEDIA_TYPE.test(body.media.mediaType)) d.bodyType = body.media.mediaType;
  if (data) d.data = data;
  if (op.pagination === "cursor") d.paginated = true;
  if (!ok || ok.content.length === 0 || ok.status === "204" || ok.shape === "unspecified") d.emptyOk = true;
  return d;
}

const TOKEN = "[\\w!#$%&'*+.^`|~-]+";
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
