/**
 * Test access to the hand-written specs: each revision dereferenced once (relative $refs followed) by
 * @readme/openapi-parser, with small lookups the fact tables read through.
 */
import { dereference } from "@readme/openapi-parser";
import path from "node:path";
import { catalogRevisions, specsDir } from "../../generator/load/spec-files.js";

// The dereferenced documents are plain JSON values; the facts walk them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const revisions = catalogRevisions().map((r) => r.id);
const cache = new Map<string, Promise<Json>>();

export function loadSpec(name: string): Promise<Json> {
  let spec = cache.get(name);
  if (!spec) {
    spec = dereference(path.join(specsDir, `${name}.yaml`)) as Promise<Json>;
    cache.set(name, spec);
  }
  return spec;
}

export const methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

export interface FoundOperation {
  method: string;
  path: string;
  op: Json;
}

/** Every operation of a spec, by operationId. */
export function operations(spec: Json): Map<string, FoundOperation> {
  const out = new Map<string, FoundOperation>();
  for (const [p, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const m of methods) if (item[m]) out.set(item[m].operationId, { method: m, path: p, op: item[m] });
  }
  return out;
}

export function operation(spec: Json, operationId: string): FoundOperation {
  const found = operations(spec).get(operationId);
  if (!found) throw new Error(`${spec.info.version}: no operation ${operationId}`);
  return found;
}

export function param(op: Json, name: string, where = "query"): Json {
  return (op.parameters ?? []).find((p: Json) => p.name === name && p.in === where);
}

/** The JSON request-body schema of an operation (or the form one). */
export function requestSchema(op: Json, media = "application/json"): Json {
  return op.requestBody?.content?.[media]?.schema;
}

export function responseSchema(op: Json, status: string, media = "application/json"): Json {
  return op.responses?.[status]?.content?.[media]?.schema;
}

/** Walks `properties` (and `items`, and allOf members) along a dotted path. */
export function prop(schema: Json, dotted: string): Json {
  let at = schema;
  for (const key of dotted.split(".")) {
    if (at === undefined) return undefined;
    if (key === "[]") {
      at = at.items;
      continue;
    }
    const direct = at.properties?.[key];
    at = direct ?? (at.allOf ?? []).map((s: Json) => s.properties?.[key]).find((s: Json) => s !== undefined);
  }
  return at;
}

export function isBefore(a: string, b: string): boolean {
  return revisions.indexOf(a) < revisions.indexOf(b);
}
