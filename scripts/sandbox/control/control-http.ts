/**
 * The control API over HTTP, under {base_url}/__sandbox/, for people and programs that use `npm run sandbox` rather
 * than `startSandbox`. JSON in, JSON out; a body with a key the route does not take, or a value of the wrong type, or
 * nested deeper than `server.maxJsonDepth` (checked before parsing, as on the gateway), is 400 `{"error": "..."}`.
 * Routes (scripts/sandbox/README.md has examples):
 *   GET  /__sandbox/state         GET /__sandbox/token-calls     GET /__sandbox/requests
 *   POST /__sandbox/advance       {"ms": 3600000}
 *   POST /__sandbox/role          {"role": "analyst"}
 *   POST /__sandbox/account       {"accountId": "..."}
 *   POST /__sandbox/decision      {"decision": "deny"}
 *   POST /__sandbox/unavailable   {"on": true, "retryAfterSeconds": 30}
 *   POST /__sandbox/uninstall     {"accountId": "...", "clientId": "..."}
 *   POST /__sandbox/rotate-secret {"clientId": "..."}
 *   POST /__sandbox/fault         {"host": "api", "path": "/oauth/token", "status": 200, "headers": {...}, "body": "...",
 *                                  "delayMs": 0, "truncateAt": 10, "times": 1}
 *   POST /__sandbox/reset         {}
 */
import type { Exchange } from "../context.js";
import { readBody } from "../http/body.js";
import { nestsDeeperThan } from "../http/json-depth.js";
import { sendJson } from "../http/reply.js";
import type { Decision } from "../config/types.js";
import type { SandboxControl } from "./control.js";
import type { Fault } from "./faults.js";

type Body = Record<string, unknown>;
type Field = "string" | "number" | "boolean" | "object";

interface Route {
  method: "GET" | "POST";
  fields?: Record<string, { type: Field; optional?: boolean }>;
  run(control: SandboxControl, body: Body): unknown;
}

const ROUTES: Record<string, Route> = {
  state: { method: "GET", run: (c) => c.state() },
  "token-calls": { method: "GET", run: (c) => c.state().tokenCalls },
  requests: { method: "GET", run: (c) => c.requests() },
  advance: {
    method: "POST",
    fields: { ms: { type: "number" } },
    run: (c, b) => (c.advance(b.ms as number), { now: c.now() }),
  },
  role: { method: "POST", fields: { role: { type: "string" } }, run: (c, b) => (c.setRole(b.role as string), ok) },
  account: {
    method: "POST",
    fields: { accountId: { type: "string" } },
    run: (c, b) => (c.setAccount(b.accountId as string), ok),
  },
  decision: {
    method: "POST",
    fields: { decision: { type: "string" } },
    run: (c, b) => (c.setDecision(b.decision as Decision), ok),
  },
  unavailable: {
    method: "POST",
    fields: { on: { type: "boolean" }, retryAfterSeconds: { type: "number", optional: true } },
    run: (c, b) => {
      c.setUnavailable(
        b.on as boolean,
        b.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: b.retryAfterSeconds as number },
      );
      return ok;
    },
  },
  uninstall: {
    method: "POST",
    fields: { accountId: { type: "string" }, clientId: { type: "string" } },
    run: (c, b) => ({ uninstalled: c.uninstall(b.accountId as string, b.clientId as string) }),
  },
  "rotate-secret": {
    method: "POST",
    fields: { clientId: { type: "string" } },
    run: (c, b) => ({ clientSecret: c.rotateClientSecret(b.clientId as string) }),
  },
  fault: {
    method: "POST",
    fields: {
      host: { type: "string" },
      path: { type: "string" },
      status: { type: "number" },
      headers: { type: "object", optional: true },
      body: { type: "string", optional: true },
      delayMs: { type: "number", optional: true },
      truncateAt: { type: "number", optional: true },
      times: { type: "number", optional: true },
    },
    run: (c, b) => {
      const { host, path, ...fault } = b;
      c.injectFault(host as "api" | "web", path as string, fault as unknown as Fault);
      return ok;
    },
  },
  reset: { method: "POST", fields: {}, run: (c) => (c.reset(), ok) },
};

const ok = { ok: true };
const MAX_CONTROL_BODY = 16 * 1024;

export async function handleControl(control: SandboxControl, ex: Exchange, maxJsonDepth: number): Promise<void> {
  const { req, res, url } = ex;
  const name = url.pathname.slice("/__sandbox/".length);
  const route = Object.hasOwn(ROUTES, name) ? ROUTES[name] : undefined;
  if (!route) return sendJson(res, 404, { error: `no control route /__sandbox/${name}`, routes: Object.keys(ROUTES) });
  if (req.method !== route.method) return sendJson(res, 405, { error: `use ${route.method}` }, { allow: route.method });

  let body: Body = {};
  if (route.method === "POST") {
    const read = await readBody(req, MAX_CONTROL_BODY);
    if (!read.ok) return sendJson(res, 413, { error: "body too large" });
    if (nestsDeeperThan(read.bytes, maxJsonDepth))
      return sendJson(res, 400, { error: `the body nests deeper than ${maxJsonDepth} levels` });
    const text = read.bytes.toString("utf8").trim();
    try {
      const parsed: unknown = text === "" ? {} : JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
      body = parsed as Body;
    } catch {
      return sendJson(res, 400, { error: "the body must be a JSON object" });
    }
    const problem = checkFields(body, route.fields ?? {});
    if (problem) return sendJson(res, 400, { error: problem });
  }
  try {
    sendJson(res, 200, route.run(control, body));
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}

function checkFields(body: Body, fields: NonNullable<Route["fields"]>): string | undefined {
  for (const key of Object.keys(body)) if (!Object.hasOwn(fields, key)) return `unknown field ${JSON.stringify(key)}`;
  for (const [key, spec] of Object.entries(fields)) {
    const value = body[key];
    if (value === undefined) {
      if (!spec.optional) return `missing field ${JSON.stringify(key)}`;
      continue;
    }
    const type = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
    if (type !== spec.type) return `field ${JSON.stringify(key)} must be of type ${spec.type}`;
  }
  return undefined;
}
