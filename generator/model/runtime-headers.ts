import type { Operation, Parameter } from "./types.js";

/**
 * Header parameters no caller sends, because the client writes them (templates/runtime/headers.ts): the content type
 * (from the body's kind; OpenAPI says a `Content-Type` header parameter SHALL be ignored), `Content-Length`, `Host`
 * and `Transfer-Encoding` (fetch's), and `Authorization` where the operation has security requirements (the client's
 * credentials write it; OpenAPI ignores that one too). Published specs declare them, often required (759 operations
 * of 51 documents of the corpus require `Content-Type`): the generated functions do not take them
 * (emit/operation-types.ts) and the diff does not compare them (diff/compare/parameters.ts).
 */
export function setByRuntime(p: Parameter, op: Operation): boolean {
  const name = p.name.toLowerCase();
  return (
    p.in === "header" &&
    (["content-type", "content-length", "host", "transfer-encoding"].includes(name) ||
      (name === "authorization" && op.security.some((r) => r.length > 0)))
  );
}
