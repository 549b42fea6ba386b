/**
 * Which properties along a path of a newer schema may be absent (not in their object's `required`), read from the
 * model: a rewritten read chains them with `?.`, so that code compiled under `strict` stays valid.
 */
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { deref, isObject, type ApiModel } from "../model/index.js";
import { bodySchema, operationOf, schemaRef } from "../shims/schemas.js";
import type { Target } from "../shims/declarations/types.js";

/** For each segment of `path` (body-rooted for an operation target): true when the property there is optional. */
export function optionalAlong(model: ApiModel, target: Target, path: ValuePath): boolean[] {
  let schemas: unknown[];
  let rest = path;
  if (target.kind === "schema") schemas = [schemaRef(target.schema)];
  else {
    const op = operationOf(model, target.operations[0]!);
    schemas = [op && bodySchema(op, "response")];
    rest = path.slice(1);
  }
  const out: boolean[] = target.kind === "schema" ? [] : [false];
  for (const seg of rest) {
    const objects = branches(model, schemas);
    if (typeof seg !== "string") {
      out.push(false);
      schemas = objects.map((o) => o.items);
      continue;
    }
    const found = objects.filter((o) => isObject(o.properties) && Object.hasOwn(o.properties, seg));
    out.push(!found.some((o) => Array.isArray(o.required) && o.required.includes(seg)));
    schemas = found.map((o) => (o.properties as Record<string, unknown>)[seg]);
  }
  return out;
}

/**
 * The object schemas some schemas stand for: refs followed, compositions spread, breadth first, each schema once, so
 * compositions that refer to each other in a cycle are not walked again on every way in.
 */
function branches(model: ApiModel, schemas: unknown[]): Record<string, unknown>[] {
  const queue = [...schemas];
  const seen = new Set<object>();
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < queue.length; i++) {
    const schema = queue[i];
    if (!isObject(schema) || seen.has(schema)) continue;
    seen.add(schema);
    if (typeof schema.$ref === "string") {
      queue.push(deref(model.document, schema, "#").value);
      continue;
    }
    out.push(schema);
    for (const key of ["allOf", "oneOf", "anyOf"] as const)
      if (Array.isArray(schema[key])) queue.push(...(schema[key] as unknown[]));
  }
  return out;
}
