/**
 * The census's stand-in for the API at any revision, built from that revision's spec (dereferenced): a request is
 * matched to its operation by method and path template, its JSON body checked against the operation's request schema
 * (a mismatch is recorded with the request, so that a test can require none), and it is answered with the operation's
 * first 2xx response, a value sampled from its schema (test/support/sample.ts). Every plain string, timestamp and
 * email address in an answer is made distinct, so that reading the wrong property cannot pass for the right one.
 *
 * Optional response content follows the JSON:API conventions the specs describe: a resource of type T carries the
 * attributes listed in an operation's `additional-fields[T]` parameter only when the request asks for them, and
 * `included` comes back only when `include` is given. That is what makes a missing opt-in show: the old code with
 * `upgradeTo` asks for them through the shims, and a rewrite that forgot would read nothing.
 *
 * Prism is the project's spec-driven mock (test/e2e/); the census answers in process instead, since it starts one
 * stand-in per step of the catalog and every request must be attributed to the program that sent it.
 */
import { dereference } from "@readme/openapi-parser";
import { schemaErrors } from "../support/call-args.js";
import { sample, SAMPLE_DATE_TIME, SAMPLE_EMAIL } from "../support/sample.js";
import { operations, type Json } from "../support/specs.js";
import type { Answer, Seen } from "./target-server.js";

/** The answer function of a server standing in for the API of `specFile`. */
export async function specAnswer(specFile: string): Promise<Answer> {
  const spec = (await dereference(specFile)) as Json;
  const routes = [...operations(spec)].map(([id, { method, path, op }]) => {
    // A path template's parameters match one segment each; the rest of the template is literal.
    const literal = path.split(/\{[^}]+\}/).map(escape);
    return { id, method: method.toUpperCase(), pattern: new RegExp(`^${literal.join("[^/]+")}$`), op };
  });
  return (req) => {
    const route = routes.find((r) => r.method === req.method && r.pattern.test(req.path));
    if (route === undefined) return [404, { errors: [{ status: 404, title: "Not found.", detail: req.path }] }];
    req.operation = route.id;
    const schema = Object.values<Json>(route.op.requestBody?.content ?? {})[0]?.schema;
    if (schema !== undefined && req.body !== undefined) req.violations = schemaErrors(schema, req.body);
    // The first 2xx response; a `2XX` range is answered 200.
    const status = Object.keys(route.op.responses ?? {})
      .filter((s) => /^2(\d\d|XX)$/i.test(s))
      .sort()[0];
    if (status === undefined) return [500, undefined];
    const code = /^\d+$/.test(status) ? Number(status) : 200;
    const content = Object.values<Json>(route.op.responses[status].content ?? {})[0]?.schema;
    if (content === undefined) return [code, undefined];
    const value = distinct(sample(content, `${route.id} ${status}`), "", { n: 0 });
    optional(route.op, req, value);
    return [code, value];
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function distinct(v: unknown, key: string, count: { n: number }): unknown {
  if (v === "sample") return `${key || "value"}-${++count.n}`;
  // Timestamps and addresses too, each still of its format.
  if (v === SAMPLE_DATE_TIME) return `2024-01-05T10:${String(++count.n % 60).padStart(2, "0")}:00Z`;
  if (v === SAMPLE_EMAIL) return `reader-${++count.n}@example.com`;
  if (Array.isArray(v)) return v.map((x) => distinct(x, key, count));
  if (v !== null && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, distinct(x, k, count)]));
  return v;
}

/** Drops what the request did not ask for: unlisted `additional-fields[T]` attributes, and `included`. */
function optional(op: Json, req: Seen, answer: unknown): void {
  const asked = (name: string) => (req.query[name] ?? []).join(",").split(",");
  const hidden = new Map<string, string[]>();
  for (const p of (op.parameters ?? []) as Json[]) {
    const type = /^additional-fields\[(.+)\]$/.exec(p.name)?.[1];
    const values: unknown[] = p.schema?.items?.enum ?? [];
    const hide = values.filter((v): v is string => typeof v === "string" && !asked(p.name).includes(v));
    if (p.in === "query" && type !== undefined) hidden.set(type, hide);
  }
  const include = (op.parameters ?? []).some((p: Json) => p.in === "query" && p.name === "include");
  if (include && req.query.include === undefined && isObject(answer)) delete answer.included;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) {
      const drop = typeof v.type === "string" ? hidden.get(v.type) : undefined;
      if (drop && isObject(v.attributes)) for (const d of drop) delete v.attributes[d];
      Object.values(v).forEach(walk);
    }
  };
  walk(answer);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
