/** Schema-directed lookups on the model (generator/shims/README.md). */
import { pickMedia, successResponse } from "../emit/operation-types.js";
import { deref, isObject, type ApiModel, type Operation, type Schema } from "../model/index.js";
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { Direction, Target } from "./declarations/types.js";

const SCHEMA_REF = "#/components/schemas/";

/** The JSON body schema of the request or of the success response (the one the generated function returns). */
export function bodySchema(op: Operation | undefined, direction: Direction): Schema | undefined {
  const content = direction === "request" ? op?.requestBody?.content : op && successResponse(op)?.content;
  return content === undefined ? undefined : pickMedia(content)?.schema;
}

/**
 * How many schema nodes one search for sites may visit. The sites are every path to the component that enters no
 * component twice: a few per operation in a spec whose schemas form a tree or a small cycle, but exponentially many
 * where the component is reached through a big cycle (a Stripe-shaped spec, where every expandable resource refers to
 * others: tens of thousands of paths at 40 resources). No list of paths covers such a payload, so the search stops
 * here and says so (SitesUnbounded) instead of running for hours.
 */
const SITE_SEARCH_LIMIT = 100_000;

/** The sites of a component reached through a cycle too large to list them (see SITE_SEARCH_LIMIT). */
export class SitesUnbounded extends Error {
  constructor(readonly schema: string) {
    super(
      `schema ${schema} is reached through a cycle of schemas at more places than can be listed (a search of ` +
        `${SITE_SEARCH_LIMIT} schema nodes did not end): declare the change on the operations instead`,
    );
  }
}

/**
 * Every path inside `root` at which the component schema `name` occurs (`[]` where `root` itself is it), entering no
 * component twice; throws SitesUnbounded where a big cycle makes them too many to list.
 */
export function sitesOf(model: ApiModel, root: Schema | undefined, name: string): readonly ValuePath[] {
  const out: ValuePath[] = [];
  let budget = SITE_SEARCH_LIMIT;
  const visit = (schema: unknown, path: ValuePath, active: Set<string>): void => {
    if (!isObject(schema)) return;
    if (--budget < 0) throw new SitesUnbounded(name);
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
  return [...new Map(out.map((p) => [JSON.stringify(p), p])).values()];
}

/**
 * True when `path` names a property (or array element) that `schema` declares, through refs and compositions. Each
 * segment is looked up in the object schemas the previous one reached (branches: each schema once), so a cycle of
 * compositions or refs that reads no segment (`A: anyOf [B, ...]`, `B: anyOf [A, ...]`) ends there.
 */
export function hasPath(model: ApiModel, schema: unknown, path: ValuePath): boolean {
  let schemas = [schema];
  for (const seg of path) schemas = below(branches(model, schemas), seg);
  return branches(model, schemas).length > 0;
}

/** The component schema `name` of a model, as a `$ref` to it (so hasPath resolves it like any other). */
export function schemaRef(name: string): Schema {
  return { $ref: SCHEMA_REF + name };
}

export function operationOf(model: ApiModel, id: string): Operation | undefined {
  return model.operations.find((o) => o.operationId === id);
}

/**
 * For each segment of `path` (body-rooted for an operation target) of a newer schema: true when the property there
 * may be absent (not in its object's `required`). A read `revforge upgrade` rewrites chains such properties with
 * `?.`, so that code compiled under `strict` stays valid.
 */
export function optionalAlong(model: ApiModel, target: Target, path: ValuePath): boolean[] {
  // An operation target's path starts with `body`, which is there whenever a response is.
  const [start, rest, out]: [unknown, ValuePath, boolean[]] =
    target.kind === "schema"
      ? [schemaRef(target.schema), path, []]
      : [bodySchema(operationOf(model, target.operations[0]!), "response"), path.slice(1), [false]];
  let schemas = [start];
  for (const seg of rest) {
    const objects = branches(model, schemas);
    const required = (o: Record<string, unknown>) => Array.isArray(o.required) && o.required.includes(seg);
    out.push(typeof seg === "string" && !objects.some((o) => declares(o, seg) && required(o)));
    schemas = below(objects, seg);
  }
  return out;
}

/** The schemas a segment of a path leads to from object schemas: a property's, or the elements' (`[]`). */
function below(objects: Record<string, unknown>[], seg: ValuePath[number]): unknown[] {
  if (typeof seg !== "string") return objects.map((o) => o.items);
  return objects.filter((o) => declares(o, seg)).map((o) => (o.properties as Record<string, unknown>)[seg]);
}

const declares = (o: Record<string, unknown>, name: string) =>
  isObject(o.properties) && Object.hasOwn(o.properties, name);

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
