/**
 * Which properties along a path of a newer schema may be absent (not in their object's `required`), read from the
 * model: a rewritten read chains them with `?.`, so that code compiled under `strict` stays valid.
 */
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { deref, isObject, type ApiModel } from "../model/index.js";
import { bodySchema, operationOf, schemaRef } from "../shims/schemas.js";
import type { Instruction } from "../shims/index.js";

type Target = Extract<Instruction, { target: unknown }>["target"];

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
    const objects = schemas.flatMap((s) => branches(model, s, 0));
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

/** The object schemas a schema stands for: refs followed, compositions spread. */
function branches(model: ApiModel, schema: unknown, depth: number): Record<string, unknown>[] {
  if (depth > 32 || !isObject(schema)) return [];
  if (typeof schema.$ref === "string") return branches(model, deref(model.document, schema, "#").value, depth + 1);
  const out = [schema];
  for (const key of ["allOf", "oneOf", "anyOf"] as const)
    if (Array.isArray(schema[key])) for (const b of schema[key]) out.push(...branches(model, b, depth + 1));
  return out;
}
