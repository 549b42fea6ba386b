/** Operations: matching and their own facts (../README.md, "compare/operations.ts"). */
import { requestPath, rooted, templateNames, templateParam } from "../../load/path-slips.js";
import type { Operation } from "../../model/index.js";
import { compareCodeUnits as compare } from "../../output/order.js";
import type { Collector } from "./collector.js";
import { presence } from "./schema-view.js";
import type { ChangeKind } from "./types.js";

/** `expanded`: one side's enum path parameter is the other side's fixed path (see expandEnums). */
type Pair = { base: Operation; revision: Operation; moved: boolean; expanded?: boolean };

/** A path with its template parameters' names left out (the fragment, a name, kept as it is). */
function canonicalPath(path: string): string {
  const full = rooted(path);
  const sent = requestPath(full);
  return sent.replace(templateParam, "{}") + full.slice(sent.length);
}

const exact = (op: Operation) => `${op.method} ${rooted(op.path)}`;
const key = (op: Operation) => `${op.method} ${canonicalPath(op.path)}`;
const byPath = (a: Operation, b: Operation) => compare(exact(a), exact(b));

/**
 * The pairing never depends on the order of the documents' keys: a spec with `/v1/{name}` and `/v1/{jobName}` side by
 * side (one template once names are ignored) pairs each with its own path, and what is still ambiguous after exact
 * paths is paired in path order on both sides.
 */
export function matchOperations(baseOps: Operation[], revisionOps: Operation[]) {
  const base = [...baseOps].sort(byPath);
  const revision = [...revisionOps].sort(byPath);
  const pairs: Pair[] = [];
  const taken = new Set<Operation>();
  // Each of `ops` with the first revision operation not yet taken that has its `by`; returns those left unpaired.
  const pair = (ops: Operation[], by: (op: Operation) => string, moved: boolean): Operation[] => {
    const free = new Map<string, Operation>();
    for (const op of revision) if (!taken.has(op) && !free.has(by(op))) free.set(by(op), op);
    return ops.filter((op) => {
      const other = free.get(by(op));
      if (!other || taken.has(other)) return true;
      taken.add(other);
      pairs.push({ base: op, revision: other, moved });
      return false;
    });
  };
  const unexpanded = expandEnums(pair(pair(base, exact, false), key, false), revision, taken, pairs);
  const removed = pair(unexpanded, (op) => op.operationId, true);
  return { pairs, removed, added: revision.filter((op) => !taken.has(op)) };
}

/**
 * Enum path parameters, expanded before an operation is called removed: `GET /items/{kind}` with `kind` one of
 * `a`, `b` is the same calls as `GET /items/a` plus `GET /items/b`. Either way round, each concrete operation is
 * paired with the templated one (`expanded`: the fixed parameter is part of the path, not compared); a templated
 * operation is expanded only when every value has its concrete operation. Returns the base operations left unpaired.
 */
function expandEnums(unmatched: Operation[], revision: Operation[], taken: Set<Operation>, pairs: Pair[]): Operation[] {
  const revisionFree = new Map(revision.filter((op) => !taken.has(op)).map((op) => [exact(op), op]));
  const removed: Operation[] = [];
  for (const op of unmatched) {
    const concrete = expansions(op).map((p) => revisionFree.get(`${op.method} ${p}`));
    if (concrete.length === 0 || concrete.some((o) => o === undefined)) {
      removed.push(op);
      continue;
    }
    for (const o of concrete as Operation[]) {
      taken.add(o);
      revisionFree.delete(exact(o));
      pairs.push({ base: op, revision: o, moved: false, expanded: true });
    }
  }
  const templated = revision.filter((op) => !taken.has(op));
  const still = removed.filter((op) => {
    const into = templated.find((t) => t.method === op.method && expansions(t).includes(rooted(op.path)));
    if (into) pairs.push({ base: op, revision: into, moved: false, expanded: true });
    return !into;
  });
  for (const t of templated) if (pairs.some((p) => p.revision === t)) taken.add(t);
  return still;
}

/** The concrete paths of an operation whose path parameters all have an enum (none when one has not). */
function expansions(op: Operation): string[] {
  let paths = [rooted(op.path)];
  const names = templateNames(op.path);
  if (!names.length) return [];
  for (const name of names) {
    const values = op.parameters.path.find((p) => p.name === name)?.schema.enum;
    if (!Array.isArray(values) || !values.length) return [];
    paths = paths.flatMap((p) => values.map((v) => p.replace(`{${name}}`, encodeURIComponent(String(v)))));
  }
  return paths;
}

export function compareOperationFacts(col: Collector, b: Operation, r: Operation, moved: boolean): void {
  const fact = (kind: ChangeKind, aspect: string, before: unknown, after: unknown) =>
    col.add(kind, "operation", { op: r }, { base: b.pointer, revision: r.pointer }, `operation#${aspect}`, {
      before,
      after,
    });
  const endpoint = (op: Operation) => ({ method: op.method, path: op.path });
  if (moved) fact("operation-moved", "exists", endpoint(b), endpoint(r));
  if (b.operationId !== r.operationId) fact("operation-id-changed", "operationId", b.operationId, r.operationId);
  if (b.deprecated !== r.deprecated)
    fact(r.deprecated ? "deprecated-added" : "deprecated-removed", "deprecated", b.deprecated, r.deprecated);
  if (b.sunset !== r.sunset) fact(presence("sunset", b.sunset, r.sunset), "sunset", b.sunset, r.sunset);
  if (b.pagination !== r.pagination) fact("pagination-changed", "pagination", b.pagination, r.pagination);
  const [br, rr] = [rateLimit(b), rateLimit(r)];
  if (JSON.stringify(br) !== JSON.stringify(rr)) fact("rate-limit-changed", "rate-limit", br, rr);
}

/** `x-rate-limit` without `since` (when a tier started is history, not contract), keys sorted. */
function rateLimit(op: Operation): Record<string, unknown> | undefined {
  if (!op.rateLimit) return undefined;
  // fromEntries defines its keys: an `x-rate-limit` key `__proto__` stays a key.
  const keys = Object.keys(op.rateLimit).sort();
  return Object.fromEntries(keys.filter((k) => k !== "since").map((k) => [k, op.rateLimit![k]]));
}
