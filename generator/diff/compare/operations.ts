/**
 * Operations: matched by method and path with path-parameter names ignored (`/lists/{list_id}/profiles/` is
 * `/lists/{id}/profiles/`), then the rest by operationId, which makes a path that changed under the same operationId a
 * move rather than a removal plus an addition. Then the operation-level facts: deprecation, `x-sunset`,
 * `x-pagination` and `x-rate-limit`.
 */
import type { Operation } from "../../model/index.js";
import type { Collector } from "./collector.js";

export interface OperationMatch {
  pairs: { base: Operation; revision: Operation; moved: boolean }[];
  removed: Operation[];
  added: Operation[];
}

export function canonicalPath(path: string): string {
  return path.replace(/\{[^{}]*\}/g, "{}");
}

const key = (op: Operation) => `${op.method} ${canonicalPath(op.path)}`;

export function matchOperations(base: Operation[], revision: Operation[]): OperationMatch {
  const byKey = new Map<string, Operation>();
  for (const op of revision) if (!byKey.has(key(op))) byKey.set(key(op), op);
  const pairs: OperationMatch["pairs"] = [];
  const taken = new Set<Operation>();
  const left: Operation[] = [];
  for (const op of base) {
    const other = byKey.get(key(op));
    if (other && !taken.has(other)) {
      taken.add(other);
      pairs.push({ base: op, revision: other, moved: false });
    } else left.push(op);
  }
  const byId = new Map<string, Operation>();
  for (const op of revision) if (!taken.has(op)) byId.set(op.operationId, op);
  const removed: Operation[] = [];
  for (const op of left) {
    const other = byId.get(op.operationId);
    if (other && !taken.has(other)) {
      taken.add(other);
      pairs.push({ base: op, revision: other, moved: true });
    } else removed.push(op);
  }
  return { pairs, removed, added: revision.filter((op) => !taken.has(op)) };
}

export function compareOperationFacts(col: Collector, b: Operation, r: Operation, moved: boolean): void {
  const at = { base: b.pointer, revision: r.pointer };
  const on = { op: r };
  if (moved)
    col.add("operation-moved", "operation", on, at, "operation#exists", {
      before: { method: b.method, path: b.path },
      after: { method: r.method, path: r.path },
      args: { operationId: r.operationId },
    });
  if (b.operationId !== r.operationId)
    col.add("operation-id-changed", "operation", on, at, "operation#operationId", {
      before: b.operationId,
      after: r.operationId,
    });
  if (b.deprecated !== r.deprecated)
    col.add(r.deprecated ? "deprecated-added" : "deprecated-removed", "operation", on, at, "operation#deprecated", {
      before: b.deprecated,
      after: r.deprecated,
    });
  if (b.sunset !== r.sunset) {
    const kind = b.sunset === undefined ? "sunset-added" : r.sunset === undefined ? "sunset-removed" : "sunset-changed";
    col.add(kind, "operation", on, at, "operation#sunset", { before: b.sunset, after: r.sunset });
  }
  if (b.pagination !== r.pagination)
    col.add("pagination-changed", "operation", on, at, "operation#pagination", {
      before: b.pagination,
      after: r.pagination,
    });
  const br = rateLimit(b);
  const rr = rateLimit(r);
  if (JSON.stringify(br) !== JSON.stringify(rr))
    col.add("rate-limit-changed", "operation", on, at, "operation#rate-limit", { before: br, after: rr });
}

/** `x-rate-limit` without `since` (when a tier started is history, not contract), keys sorted. */
function rateLimit(op: Operation): Record<string, unknown> | undefined {
  if (!op.rateLimit) return undefined;
  // fromEntries defines its keys: an `x-rate-limit` key `__proto__` stays a key.
  const keys = Object.keys(op.rateLimit).sort();
  return Object.fromEntries(keys.filter((k) => k !== "since").map((k) => [k, op.rateLimit![k]]));
}
