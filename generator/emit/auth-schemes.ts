/**
 * The security schemes of a spec as the runtime sends them (templates/runtime/scheme-auth.ts), for a package whose
 * `auth` is typed from them: the scheme table the entry point passes to the runtime, each operation's alternatives,
 * and the `Auth` interface of the entry point's declarations. HTTP bearer, OAuth 2 and OpenID Connect all send a
 * bearer token; a scheme the runtime cannot send (mutual TLS, an HTTP scheme other than basic and bearer, an API key
 * whose header or cookie name is no HTTP token, such as `advicement api key`, which fetch refuses) is left out,
 * and an operation whose every alternative needs one cannot be authenticated by the client (the caller's headers can).
 */
import type { ApiModel, Operation, SecurityScheme } from "../model/types.js";
import type { SchemeSpec } from "../../templates/runtime/scheme-auth.js";
import { formatPointer, getAt, isObject, parsePointer } from "../load/pointer.js";
import { compareCodeUnits } from "../output/order.js";
import { docLines, propertyKey } from "./escape.js";
import { jsDoc } from "./statements.js";

export type SchemeTable = Record<string, SchemeSpec>;

export function authSchemes(model: ApiModel): SchemeTable {
  // Built by fromEntries, which defines each member: an assignment to a scheme named `__proto__` would set the
  // table's prototype instead (docs/safety.md B6).
  return Object.fromEntries(
    Object.entries(model.securitySchemes)
      .sort(([a], [b]) => compareCodeUnits(a, b))
      .flatMap(([name, s]) => {
        const spec = schemeSpec(s);
        return spec ? [[name, spec] as const] : [];
      }),
  );
}

/**
 * The schemes an operation names that `authSchemes` leaves out, each as the warning that names it and where it is
 * (a caller who needs one sends its credential in the call's headers).
 */
export function unsendableSchemes(model: ApiModel, table: SchemeTable): { pointer: string; detail: string }[] {
  const used = new Set(model.operations.flatMap((op) => op.security.flat().map((r) => r.scheme)));
  const unsendable = Object.entries(model.securitySchemes)
    .filter(([name]) => used.has(name) && !Object.hasOwn(table, name))
    .map(([name, s]) => {
      const what = [s.type, s.scheme, s.in, s.paramName && JSON.stringify(s.paramName)].filter((x) => x).join(" ");
      return {
        pointer: formatPointer(["components", "securitySchemes", name]),
        detail: `the security scheme ${JSON.stringify(name)} (${what}) is one the client cannot send: left out of \`auth\` (a caller may send its credential in a call's headers)`,
      };
    });
  // A requirement naming a scheme the spec does not declare (often a slip of case, `bearerAuth` for `BearerAuth`):
  // no operation can send it, so one that requires only it sends no credential. Located where it is first named.
  const undeclared = [...used]
    .filter((name) => !Object.hasOwn(model.securitySchemes, name))
    .sort(compareCodeUnits)
    .map((name) => ({
      pointer: requiredAt(model, name),
      detail: `the security scheme ${JSON.stringify(name)} is not declared in components.securitySchemes: left out of \`auth\` (an operation that requires only it sends no credential)`,
    }));
  return [...unsendable, ...undeclared];
}

/** The `security` list that first names `scheme`: an operation's own, else the document's. */
function requiredAt(model: ApiModel, scheme: string): string {
  const op = model.operations.find((o) => o.security.flat().some((r) => r.scheme === scheme));
  const segments = op && parsePointer(op.pointer);
  const node = segments && getAt(model.document, segments)?.value;
  return isObject(node) && node.security !== undefined ? `${op!.pointer}/security` : "#/security";
}

function schemeSpec({ type, scheme, in: where, paramName: name }: SecurityScheme): SchemeSpec | undefined {
  const http = type === "http" ? scheme?.toLowerCase() : undefined;
  if (type === "oauth2" || type === "openIdConnect" || http === "bearer") return { type: "bearer" };
  if (http === "basic") return { type: "basic" };
  if (type === "apiKey" && name && (where === "query" || ((where === "header" || where === "cookie") && isToken(name))))
    return { type: "apiKey", in: where, name };
  return undefined;
}

/**
 * RFC 9110's token: what a header or cookie name may be (templates/runtime/headers.ts checks the same), and each part
 * of a media type (descriptor.ts).
 */
export const TOKEN = "[\\w!#$%&'*+.^`|~-]+";
const NAME = new RegExp(`^${TOKEN}$`);

/** Whether `name` can name a header or a cookie (unsendable-parameters.ts asks it of parameters). */
export const isToken = (name: string): boolean => NAME.test(name);

/**
 * An operation's alternatives over the table (none: it sends no credentials), an empty one last when the spec makes
 * authentication optional.
 */
export function operationSecurity(op: Operation, table: SchemeTable): string[][] {
  const alternatives = op.security.map((alt) => alt.map((r) => r.scheme));
  const known = alternatives.filter((alt) => alt.length > 0 && alt.every((name) => Object.hasOwn(table, name)));
  // An empty alternative (`{}`) makes authentication optional: it goes last, so that a client given credentials sends
  // them (the runtime sends the first alternative it has every credential of) and one given none sends nothing.
  return known.length > 0 && alternatives.some((alt) => alt.length === 0) ? [...known, []] : known;
}

/** The `Auth` interface's members, indented: one optional credential per scheme, documented with how it is sent. */
export function authMembers(table: SchemeTable): string[] {
  return Object.entries(table).flatMap(([name, s]) => {
    const doc =
      s.type === "bearer"
        ? "A bearer token (`Authorization: Bearer`), or a function returning the current one."
        : s.type === "basic"
          ? "HTTP Basic credentials."
          : `An API key sent as the ${s.in} \`${s.name}\`, or a function returning the current one.`;
    const type = s.type === "basic" ? "BasicCredential" : "Credential";
    return [...jsDoc(docLines(doc).join("\n")), `readonly ${propertyKey(name)}?: ${type};`].map((line) => `  ${line}`);
  });
}
