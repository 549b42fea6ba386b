/**
 * Schema-directed lookups on the model (an instruction attaches to a schema and fires wherever the schema occurs:
 * docs/architecture.md, "Learned from Cadwyn"): the request and success-response body schemas of an operation, every
 * place a component schema occurs inside one (its sites, as payload paths), and whether a payload path names anything
 * in a schema.
 */
import { pickMedia, successResponse } from "../emit/operation-types.js";
import { deref, isObject, type ApiModel, type Operation, type Schema } from "../model/index.js";
import type { Json } from "../model/refs.js";
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { Direction } from "./declarations/types.js";

const SCHEMA_REF = "#/components/schemas/";

/** The JSON body schema of the request or of the success response (the one the generated function returns). */
export function bodySchema(op: Operation, direction: Direction): Schema | undefined {
  const content = direction === "request" ? op.requestBody?.content : successResponse(op)?.content;
  return content === undefined ? undefined : pickMedia(content)?.schema;
}

export function hasSchema(model: ApiModel, name: string): boolean {
  const schemas = (model.document.components as Json | undefined)?.schemas;
  return isObject(schemas) && Object.prototype.hasOwnProperty.call(schemas, name);
}

/**
 * Sites already found, by model, root schema and component (every instruction on a component asks again): one table
 * per compile of the declarations (shims/index.ts compileShims), gone with it.
 */
export type SiteTable = Map<ApiModel, Map<Schema, Map<string, readonly ValuePath[]>>>;

/**
 * Every path inside `root` at which the component schema `name` occurs (`[]` where `root` itself is it), looked up in
 * `table` first when there is one.
 */
export function sitesOf(
  model: ApiModel,
  root: Schema | undefined,
  name: string,
  table?: SiteTable,
): readonly ValuePath[] {
  if (root === undefined) return [];
  if (table === undefined) return findSites(model, root, name);
  let byRoot = table.get(model);
  if (!byRoot) table.set(model, (byRoot = new Map()));
  let byName = byRoot.get(root);
  if (!byName) byRoot.set(root, (byName = new Map()));
  let sites = byName.get(name);
  if (!sites) byName.set(name, (sites = findSites(model, root, name)));
  return sites;
}

function findSites(model: ApiModel, root: Schema, name: string): ValuePath[] {
  const out: ValuePath[] = [];
  const visit = (schema: unknown, path: ValuePath, active: Set<string>): void => {
    if (!isObject(schema)) return;
    const ref = schema.$ref;
    if (typeof ref === "string") {
      if (ref === SCHEMA_REF + name) return void out.push(path);
      if (active.has(ref)) return;
      const target = deref(model.document, schema, ref).value;
      return visit(target, path, new Set([...active, ref]));
    }
    for (const key of ["allOf", "oneOf", "anyOf"] as const)
      if (Array.isArray(schema[key])) for (const branch of schema[key]) visit(branch, path, active);
    if (isObject(schema.properties))
      for (const [prop, sub] of Object.entries(schema.properties)) visit(sub, [...path, prop], active);
    if (schema.items !== undefined) visit(schema.items, [...path, []], active);
  };
  visit(root, [], new Set());
  // One site per path (a oneOf can reach the same place twice).
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = JSON.stringify(p);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** True when `path` names a property (or array element) that `schema` declares, through refs and compositions. */
export function hasPath(model: ApiModel, schema: unknown, path: ValuePath, depth = 0): boolean {
  if (depth > 64 || !isObject(schema)) return false;
  if (typeof schema.$ref === "string") return hasPath(model, deref(model.document, schema, "#").value, path, depth + 1);
  if (path.length === 0) return true;
  for (const key of ["allOf", "oneOf", "anyOf"] as const)
    if (Array.isArray(schema[key]) && schema[key].some((b: unknown) => hasPath(model, b, path, depth + 1))) return true;
  const [seg, ...rest] = path;
  if (typeof seg !== "string") return schema.items !== undefined && hasPath(model, schema.items, rest, depth + 1);
  if (isObject(schema.properties) && Object.prototype.hasOwnProperty.call(schema.properties, seg))
    return hasPath(model, schema.properties[seg], rest, depth + 1);
  return false;
}

/** The component schema `name` of a model, as a `$ref` to it (so hasPath resolves it like any other). */
export function schemaRef(name: string): Schema {
  return { $ref: SCHEMA_REF + name };
}

export function operationOf(model: ApiModel, id: string): Operation | undefined {
  return model.operations.find((o) => o.operationId === id);
}
