/**
 * Credentials by security scheme, for a package whose `auth` is typed from its spec's security schemes (every
 * package but one made with the OAuth helpers, whose credentials are auth.ts's). The entry point passes its scheme
 * table (SchemeAuth below); `auth` holds one credential per scheme name:
 *
 * - `bearer` (HTTP bearer, OAuth 2, OpenID Connect): the token, sent as `Authorization: Bearer <token>`;
 * - `basic`: `{ username, password }`, sent as `Authorization: Basic base64(username:password)`;
 * - `apiKey`: the key, sent as the scheme's header, query parameter or cookie.
 *
 * A token or key may be a function, called before every attempt (a rotated token is picked up by a retry). Every
 * value is registered with the redactor before it is checked, so no message can show it.
 * An operation names alternatives, each a set of schemes; the first alternative whose schemes all have a credential
 * is sent. An operation without security sends none; one whose authentication is optional ends its alternatives with
 * an empty one, chosen (nothing sent) when the client has no credentials for the others.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";
import { checkHeaderValue } from "./headers.js";
import type { OperationDescriptor } from "./operation.js";
import { base64, type Redactor } from "./redact.js";

export type SchemeSpec =
  | { readonly type: "bearer" }
  | { readonly type: "basic" }
  | { readonly type: "apiKey"; readonly in: "header" | "query" | "cookie"; readonly name: string };

/** A token or key, or a function returning the current one. */
export type Credential = string | (() => string | Promise<string>);

export interface BasicCredential {
  username: string;
  password: string;
}

export type SchemeCredentials = Readonly<Record<string, Credential | BasicCredential | undefined>>;

/** What one attempt sends. */
export interface SchemeAttempt {
  headers: [string, string][];
  query: [string, string][];
  /** `name=value` pairs for the `cookie` header, which the sender joins with the call's own cookies. */
  cookies: string[];
}

/**
 * An entry point's scheme table with the two functions that read it. The entry point makes it (`schemeAuth(table)`)
 * and passes it to the client, so that only packages typed from security schemes load this module: a package made
 * with the OAuth helpers never imports it, and its bundles leave it out.
 */
export interface SchemeAuth {
  readonly schemes: Readonly<Record<string, SchemeSpec>>;
  check(auth: unknown, redactor: Redactor): void;
  attempt(op: OperationDescriptor, auth: SchemeCredentials | undefined, redactor: Redactor): Promise<SchemeAttempt>;
}

export function schemeAuth(schemes: Readonly<Record<string, SchemeSpec>>): SchemeAuth {
  return {
    schemes,
    check: (auth, redactor) => checkSchemeAuth(auth, schemes, redactor),
    attempt: (op, auth, redactor) => schemeAuthFor(op, auth, schemes, redactor),
  };
}

/** Checks `auth` against the scheme table once, at client creation, and registers its static secrets. */
export function checkSchemeAuth(
  auth: unknown,
  schemes: Readonly<Record<string, SchemeSpec>>,
  redactor: Redactor,
): void {
  if (auth === undefined) return;
  if (typeof auth !== "object" || auth === null) throw new RequestError("auth must be an object of credentials");
  const known = Object.keys(schemes);
  for (const [name, value] of Object.entries(auth)) {
    if (value === undefined) continue;
    const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
    if (scheme === undefined) {
      throw new RequestError(
        `auth.${name} is not a security scheme of this API (${known.length ? `it has ${known.join(", ")}` : "it has none"})`,
      );
    }
    if (scheme.type === "basic") {
      const { username, password } = (value ?? {}) as Partial<BasicCredential>;
      if (typeof password === "string") redactor.add(password);
      if (typeof username !== "string" || typeof password !== "string" || username.includes(":")) {
        throw new RequestError(`auth.${name} must be { username, password } (strings; no ':' in the username)`);
      }
      redactor.add(`${username}:${password}`, false, username.length + 1);
      continue;
    }
    if (typeof value === "function") continue;
    redactor.add(value as string);
    secret(`auth.${name}`, value);
  }
}

/** The credentials `op` sends on this attempt; a RequestError naming what is missing when none of its alternatives is given. */
export async function schemeAuthFor(
  op: OperationDescriptor,
  auth: SchemeCredentials | undefined,
  schemes: Readonly<Record<string, SchemeSpec>>,
  redactor: Redactor,
): Promise<SchemeAttempt> {
  const alternatives = op.security ?? [];
  const given = (name: string) => auth !== undefined && Object.hasOwn(auth, name) && auth[name] !== undefined;
  const chosen = alternatives.find((names) => names.every(given));
  if (chosen === undefined) {
    const needs = alternatives.map((names) => names.map((n) => `auth.${n}`).join(" and ")).join(", or ");
    throw new RequestError(`${op.id} needs ${needs}`);
  }
  const out: SchemeAttempt = { headers: [], query: [], cookies: [] };
  for (const name of chosen) {
    const scheme = schemes[name]!;
    const value = auth![name]!;
    if (scheme.type === "basic") {
      const { username, password } = value as BasicCredential;
      out.headers.push(["authorization", `Basic ${base64(`${username}:${password}`)}`]);
      continue;
    }
    const current: unknown = typeof value === "function" ? await value() : value;
    redactor.add(current as string, true); // before any check, so no message can show it; non-strings are ignored
    const text = secret(`${op.id}: auth.${name}`, current);
    if (scheme.type === "bearer") out.headers.push(["authorization", `Bearer ${text}`]);
    else if (scheme.in === "header") out.headers.push([scheme.name.toLowerCase(), text]);
    else if (scheme.in === "query") out.query.push([scheme.name, text]);
    else out.cookies.push(`${scheme.name}=${encodeURIComponent(text)}`);
  }
  return out;
}

function secret(what: string, value: unknown): string {
  const text = checkHeaderValue(what, value);
  if (text.trim() === "") throw new RequestError(`${what} is empty`);
  return text;
}
