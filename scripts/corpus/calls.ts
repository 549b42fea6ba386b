/**
 * Every operation of a generated package called as its user would, against a local server that answers each request
 * with 200 and `{}`: the call must neither be refused nor fail, and the request must arrive where the document's path
 * sends it (its template filled with the values given, one the document describes by a JSON `content` as its JSON
 * text, a `#fragment` left out, a `?query` of the template first).
 * A package can compile and import and still not call: a header parameter the runtime refuses, a body fetch refuses
 * on a GET, a path written into the URL wrongly. The values are the simplest the document's schemas allow: the
 * first `enum` value, 1, true, a list of one, `{ k: "v" }` for an object in the query, "a1" otherwise; every path
 * parameter and every required one elsewhere, except the headers the runtime writes itself; `{}` (or "x" for a raw
 * body) when the operation takes a body; a credential for every security scheme the package can send.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Check } from "./result.js";

type Json = Record<string, unknown>;
interface Descriptor {
  id: string;
  method: string;
  path: string;
  body?: string;
  pathStyles?: unknown;
  /** The parameters the document describes by a JSON `content`: sent as their JSON text. */
  json?: [args: string, name: string][];
}

export async function callEveryOperation(entry: Json, document: Json): Promise<Check & { calls: number }> {
  const server = await localServer();
  const resolve = resolver(document);
  const client = clientOf(entry, server.url, credentials(document, resolve));
  const operations = Object.entries(entry).filter(([name, d]) => name.endsWith("Operation") && isDescriptor(d));
  let calls = 0;
  for (const [, value] of operations) {
    const d = value as Descriptor;
    const paths = (document.paths ?? {}) as Record<string, Json>;
    // A key written without its leading `/` is sent with one (docs/safety.md E5).
    const item = paths[d.path] ?? paths[d.path.slice(1)] ?? {};
    const args = argsOf(d, item, (item[d.method.toLowerCase()] ?? {}) as Json, resolve);
    calls++;
    server.take();
    const failed = (why: string) => ({ ok: false, calls, message: `${d.id} (${d.method} ${d.path}): ${why}` });
    let result: { error?: { message?: string } };
    try {
      result = await client.request(d, args, { timeoutMs: 10_000, retry: { maxAttempts: 1 } });
    } catch (error) {
      return failed(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    if (result.error) return failed(`answered as an error: ${result.error.message}`);
    const sent = server.take();
    const json = new Set(d.json?.flatMap(([where, name]) => (where === "path" ? [name] : [])));
    const want = d.pathStyles === undefined ? expectedTarget(d.path, args.path ?? {}, json) : undefined;
    if (sent?.method !== d.method || (want !== undefined && !arrivedAt(sent.url, want)))
      return failed(`sent as ${sent ? `${sent.method} ${sent.url}` : "nothing"}, not to ${want ?? "its path"}`);
  }
  return { ok: true, calls };
}

/**
 * The request target the document's path names for these values, decoded: the path, then the template's query; a
 * parameter of `json` as its JSON text.
 */
function expectedTarget(template: string, path: Record<string, unknown>, json: Set<string>): string {
  const sent = template.split("#")[0]!;
  const fill = (text: string) =>
    text.replace(/\{([^{}]*)\}/g, (_, name: string) =>
      json.has(name) ? JSON.stringify(path[name]) : [path[name]].flat().map(String).join(","),
    );
  const mark = sent.indexOf("?");
  const query = mark < 0 ? "" : fill(sent.slice(mark + 1));
  return decoded(fill(mark < 0 ? sent : sent.slice(0, mark)) + (query === "" ? "" : `?${query}`));
}

/** The URL arrived is the target, or the target followed by the operation's query parameters. */
function arrivedAt(url: string, want: string): boolean {
  const got = decoded(url);
  return got === want || got.startsWith(want + (want.includes("?") ? "&" : "?"));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const OWNED = ["content-type", "content-length", "host", "transfer-encoding", "authorization"];
const WHERE: Record<string, "path" | "query" | "headers" | "cookies"> = {
  path: "path",
  query: "query",
  header: "headers",
  cookie: "cookies",
};

function argsOf(d: Descriptor, item: Json, operation: Json, resolve: (x: unknown) => unknown) {
  const args: Partial<Record<"path" | "query" | "headers" | "cookies", Json>> & { body?: unknown } = {};
  const declared = new Map<string, Json>();
  for (const raw of [...list(item.parameters), ...list(operation.parameters)]) {
    const p = resolve(raw) as Json | undefined;
    if (typeof p?.name === "string" && typeof p.in === "string") declared.set(`${p.in} ${p.name}`, p);
  }
  for (const p of declared.values()) {
    const where = WHERE[p.in as string];
    const name = p.name as string;
    if (where === undefined || (p.in !== "path" && p.required !== true)) continue;
    if (p.in === "header" && OWNED.includes(name.toLowerCase())) continue;
    let value = p.content === undefined ? valueOf(p.schema, resolve) : "a1";
    if (p.in !== "query" && typeof value === "object" && !Array.isArray(value)) value = "a1";
    (args[where] ??= {})[name] = value;
  }
  // A template parameter no parameter declares is typed as a string.
  for (const [, name] of d.path.split("#")[0]!.matchAll(/\{([^{}]*)\}/g))
    if (args.path?.[name!] === undefined) (args.path ??= {})[name!] = "a1";
  if (d.body !== undefined) args.body = d.body === "raw" ? "x" : {};
  return args;
}

function valueOf(schema: unknown, resolve: (x: unknown) => unknown): unknown {
  const s = (resolve(schema) ?? {}) as Json;
  const first = Array.isArray(s.enum) ? s.enum[0] : undefined;
  if (["string", "number", "boolean"].includes(typeof first) && first !== "") return first;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  if (type === "array") {
    const item = valueOf(s.items, resolve);
    return [typeof item === "object" ? "a1" : item];
  }
  if (type === "object") return { k: "v" };
  return "a1";
}

/** A credential for every scheme: HTTP Basic's is a user and password, every other one a token. */
function credentials(document: Json, resolve: (x: unknown) => unknown): Json {
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Json;
  return Object.fromEntries(
    Object.entries(schemes).map(([name, raw]) => {
      const s = (resolve(raw) ?? {}) as Json;
      const basic = s.type === "http" && String(s.scheme).toLowerCase() === "basic";
      return [name, basic ? { username: "u", password: "p" } : "token"];
    }),
  );
}

interface CallableClient {
  request(d: Descriptor, args: object, options: object): Promise<{ error?: { message?: string } }>;
}

/**
 * The package's client with those credentials, less the schemes it cannot send (mutual TLS...), which createClient
 * refuses by name.
 */
function clientOf(entry: Json, baseUrl: string, auth: Json): CallableClient {
  const create = entry.createClient as (options: object) => CallableClient;
  for (;;) {
    try {
      return create({ baseUrl, auth, onWarning: () => {} });
    } catch (error) {
      const scheme = /^auth\.(\S+) is not a security scheme/.exec((error as Error).message)?.[1];
      if (scheme === undefined || !(scheme in auth)) throw error;
      delete auth[scheme];
    }
  }
}

/** Follows local `$ref`s (`#/components/...`), at most 20 deep. */
function resolver(document: Json): (x: unknown) => unknown {
  const resolve = (x: unknown, depth = 0): unknown => {
    const ref = (x as Json | null)?.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#/") || depth > 20) return x;
    let at: unknown = document;
    for (const part of ref.slice(2).split("/"))
      at = (at as Json | undefined)?.[decoded(part).replace(/~1/g, "/").replace(/~0/g, "~")];
    return resolve(at, depth + 1);
  };
  return resolve;
}

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

function isDescriptor(d: unknown): d is Descriptor {
  const o = d as Descriptor | null;
  return typeof o === "object" && o !== null && typeof o.id === "string" && typeof o.path === "string";
}

interface LocalServer {
  url: string;
  /** The last request that arrived since the last take, if any. */
  take(): { method: string; url: string } | undefined;
}

let started: Promise<LocalServer> | undefined;

/** One server per process, for every document it checks; it answers 200 `{}` to everything, after reading the body. */
function localServer(): Promise<LocalServer> {
  return (started ??= new Promise((resolve) => {
    let last: { method: string; url: string } | undefined;
    const take = () => {
      const request = last;
      last = undefined;
      return request;
    };
    const state: LocalServer = { url: "", take };
    const server = http.createServer((req, res) => {
      last = { method: req.method ?? "", url: req.url ?? "" };
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{}");
      });
    });
    server.unref();
    server.listen(0, "127.0.0.1", () => {
      state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve(state);
    });
  }));
}
