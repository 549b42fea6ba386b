/** Security and servers (../README.md, "compare/security.ts"). */
import { isObject, type ApiModel, type Operation, type SecurityRequirement } from "../../model/index.js";
import type { Collector } from "./collector.js";
import type { Digests } from "./digest.js";
import { child, nodeAt } from "./pointer.js";

export function compareSecurity(col: Collector, bm: ApiModel, rm: ApiModel, b: Operation, r: Operation): void {
  // A renamed scheme is compared under its new name: its requirements are the same ones (see renamedSchemes).
  const renames = renamedSchemes(col, bm, rm);
  const uses = (op: Operation, scheme: string) => op.security.some((alt) => alt.some((x) => x.scheme === scheme));
  for (const [from, to] of renames)
    if (uses(b, from) && uses(r, to))
      col.add(
        "security-scheme-renamed",
        "security",
        { op: r, pointer: rm.securitySchemes[to]!.pointer },
        { base: bm.securitySchemes[from]!.pointer, revision: rm.securitySchemes[to]!.pointer },
        `security scheme ${from}#name`,
        { before: from, after: to, args: { from, to } },
      );
  const renamed = b.security.map((alt) => alt.map((x) => ({ ...x, scheme: renames.get(x.scheme) ?? x.scheme })));
  const [bAlts, rAlts] = [alternatives(renamed), alternatives(r.security)];
  // An operation that a call without credentials can make: no alternative, or one that needs nothing (`{}`).
  const isOpen = (alts: Map<string, unknown>) => alts.size === 0 || alts.has("(anonymous)");
  const [bOpen, rOpen] = [isOpen(bAlts), isOpen(rAlts)];
  const at = { base: declaredAt(bm, b), revision: declaredAt(rm, r) };
  const on = { op: r, pointer: at.revision };
  // An alternative that gained schemes (`A` → `A + B`) is a requirement added to it, one that lost some a requirement
  // removed: paired here, so that neither reads as a way to authenticate that went away or appeared.
  const gone = [...bAlts.keys()].filter((k) => !rAlts.has(k));
  const come = [...rAlts.keys()].filter((k) => !bAlts.has(k));
  const paired = new Set<string>();
  for (const key of gone) {
    const mine = key.split(" + ");
    const other = come.find((k) => !paired.has(k) && (within(mine, k.split(" + ")) || within(k.split(" + "), mine)));
    if (other === undefined) continue;
    paired.add(key).add(other);
    const theirs = other.split(" + ");
    const grew = within(mine, theirs);
    const extra = (a: string[], b: string[]) => a.filter((x) => x !== "(anonymous)" && !b.includes(x));
    const schemes = grew ? extra(theirs, mine) : extra(mine, theirs);
    const kind = grew ? "security-requirement-added" : "security-requirement-removed";
    col.add(kind, "security", on, at, `security ${key}#requirement`, {
      before: describe(bAlts.get(key)!),
      after: describe(rAlts.get(other)!),
      args: { alternative: other, was: key, schemes },
    });
  }
  // The alternative that needs nothing is implied by no security at all: it comes or goes only where openness does.
  const implied = (key: string, open: boolean) => key === "(anonymous)" && open;
  for (const [key, alt] of bAlts) {
    if (paired.has(key) || implied(key, rOpen)) continue;
    const other = rAlts.get(key);
    if (!other) {
      // Taken away where the revision writes the operation's security (its own `security: []` over the document's, or
      // the document's changed, down to `security: []`): located there too; in the base only when it writes none.
      const where = nodeAt(rm.document, at.revision) === undefined ? { base: at.base } : at;
      col.add("security-removed", "security", on, where, `security ${key}#exists`, {
        before: describe(alt),
        args: { alternative: key, remaining: rAlts.size },
      });
      continue;
    }
    for (const req of alt) {
      const scopes = other.find((x) => x.scheme === req.scheme)?.scopes ?? [];
      const changed = [
        ["security-scope-added", scopes.filter((s) => !req.scopes.includes(s))],
        ["security-scope-removed", req.scopes.filter((s) => !scopes.includes(s))],
      ] as const;
      for (const [kind, which] of changed)
        if (which.length)
          col.add(kind, "security", on, at, `security ${key} ${req.scheme}#scopes`, {
            before: req.scopes,
            after: scopes,
            args: { scheme: req.scheme, scopes: which },
          });
    }
  }
  for (const [key, alt] of rAlts)
    if (!bAlts.has(key) && !paired.has(key) && !implied(key, bOpen))
      col.add("security-added", "security", on, { revision: at.revision }, `security ${key}#exists`, {
        after: describe(alt),
        // Required only where calls without credentials worked before and no longer do.
        args: { alternative: key, hadNone: bOpen && !rOpen },
      });
  const used = new Set(r.security.flat().map((x) => x.scheme));
  for (const name of [...used].sort()) {
    const [bs, rs] = [bm.securitySchemes[name], rm.securitySchemes[name]];
    if (!bs || !rs || !uses(b, name)) continue;
    const before = { type: bs.type, in: bs.in, name: bs.paramName, scheme: bs.scheme };
    const after = { type: rs.type, in: rs.in, name: rs.paramName, scheme: rs.scheme };
    if (JSON.stringify(onTheWire(before)) !== JSON.stringify(onTheWire(after)))
      col.add(
        "security-scheme-changed",
        "security",
        { op: r, pointer: rs.pointer },
        { base: bs.pointer, revision: rs.pointer },
        `security scheme ${name}#definition`,
        { before, after, args: { scheme: name } },
      );
  }
}

export function compareServers(col: Collector, bm: ApiModel, rm: ApiModel, b: Operation, r: Operation): void {
  const [bs, rs] = [servers(bm, b), servers(rm, r)];
  for (const [key, { url, ptr }] of bs)
    if (!rs.has(key))
      col.add("server-removed", "server", { op: r, pointer: ptr }, { base: ptr }, `server ${key}#exists`, {
        before: url,
        args: { url },
      });
  for (const [key, { url, ptr }] of rs)
    if (!bs.has(key))
      col.add("server-added", "server", { op: r, pointer: ptr }, { revision: ptr }, `server ${key}#exists`, {
        after: url,
        args: { url },
      });
}

/**
 * The schemes renamed between the two documents, base name → revision name: a scheme only the base declares and one
 * only the revision declares that say the same (digests leave descriptions out), so the same credentials go the same
 * way. Calls do not change, but the generated package's `auth` takes credentials by scheme name. Paired one to one
 * only: with two candidates alike the rename is undecided, and each stays a requirement removed and one added.
 */
function renamedSchemes(col: Collector, bm: ApiModel, rm: ApiModel): Map<string, string> {
  // Worked out again for each operation: a document has a few schemes, and their digests are kept.
  const only = (model: ApiModel, other: ApiModel, digests: Digests) =>
    Object.values(model.securitySchemes)
      .filter((s) => other.securitySchemes[s.name] === undefined)
      .map((s) => ({ name: s.name, digest: digests.of(nodeAt(model.document, s.pointer)) }));
  const gone = only(bm, rm, col.schemas.digests.base);
  const come = only(rm, bm, col.schemas.digests.revision);
  const out = new Map<string, string>();
  for (const x of gone) {
    const alike = (list: typeof gone) => list.filter((y) => y.digest === x.digest);
    const [to, ...more] = alike(come);
    if (to && !more.length && alike(gone).length === 1) out.set(x.name, to.name);
  }
  return out;
}

/**
 * A scheme as the request carries it: a header's name and an HTTP authentication scheme are case-insensitive (RFC 9110
 * sections 5.1 and 11.1), so `X-Api-Key` and `x-api-key`, `Bearer` and `bearer` send the same credentials; a cookie's
 * and a query parameter's names are not. HTTP bearer, OAuth 2 and OpenID Connect all send `Authorization: Bearer`
 * with a token, which the generated package takes alike (emit/auth-schemes.ts).
 */
function onTheWire(s: { type: string; in?: string; name?: string; scheme?: string }) {
  const scheme = s.scheme?.toLowerCase();
  if (s.type === "oauth2" || s.type === "openIdConnect" || (s.type === "http" && scheme === "bearer"))
    return { type: "bearer" };
  const name = s.in === "header" ? s.name?.toLowerCase() : s.name;
  return { ...s, name, scheme };
}

/** Every scheme of `a` is in `b` (the anonymous alternative has none). */
function within(a: string[], b: string[]): boolean {
  return a.every((x) => x === "(anonymous)" || b.includes(x));
}

/**
 * The alternatives by their schemes. `security: [{}]`, whose only alternative needs nothing, is no security at all,
 * as `security: []` is: either way a call sends no credentials.
 */
function alternatives(list: SecurityRequirement[][]): Map<string, SecurityRequirement[]> {
  const out = new Map<string, SecurityRequirement[]>();
  if (list.every((alt) => alt.length === 0)) return out;
  for (const alt of list) {
    const schemes = alt.map((x) => x.scheme).sort();
    const key = schemes.join(" + ") || "(anonymous)";
    if (!out.has(key)) out.set(key, alt);
  }
  return out;
}

function describe(alt: SecurityRequirement[]): Record<string, string[]> {
  return Object.fromEntries(alt.map((x) => [x.scheme, x.scopes]));
}

/** The operation's own `security`, or the document's that it inherits. */
function declaredAt(model: ApiModel, op: Operation): string {
  return nodeAt(model.document, `${op.pointer}/security`) !== undefined ? `${op.pointer}/security` : "#/security";
}

/**
 * Effective servers: the server as the client reaches it (`serverKey`) → its URL (variables filled with their
 * defaults) and the pointer of the server object.
 */
function servers(model: ApiModel, op: Operation): Map<string, { url: string; ptr: string }> {
  const item = op.pointer.slice(0, op.pointer.lastIndexOf("/"));
  const out = new Map<string, { url: string; ptr: string }>();
  for (const at of [`${op.pointer}/servers`, `${item}/servers`, "#/servers"]) {
    const list = nodeAt(model.document, at);
    if (!Array.isArray(list) || list.length === 0) continue;
    list.forEach((server, i) => {
      if (!isObject(server) || typeof server.url !== "string") return;
      const vars = isObject(server.variables) ? server.variables : {};
      const url = server.url.replace(/\{([^{}]*)\}/g, (m, name: string) => {
        const v = vars[name];
        return isObject(v) && typeof v.default === "string" ? v.default : m;
      });
      const key = serverKey(url);
      if (!out.has(key)) out.set(key, { url, ptr: child(at, i) });
    });
    break;
  }
  return out;
}

/**
 * A server URL as the client reaches it: the scheme and host in lower case and a default port left out (the URL
 * parser's reading), and no trailing slash, which the runtime drops from a base URL (templates/runtime/url.ts).
 */
function serverKey(url: string): string {
  // A URL the parser does not read (a template left unfilled...) is compared as written.
  const text = /^[a-z][a-z0-9+.-]*:/i.test(url) && URL.canParse(url) ? new URL(url).href : url;
  return text.replace(/\/+$/, "");
}
