/**
 * fast-check arbitraries driven by the specs' JSON Schemas (dereferenced OpenAPI 3.1, as test/support/specs.ts
 * loads them): a value generated from a schema is valid against it, which `schemaErrors` (ajv) confirms in the
 * property tests before anything else is asserted, so a generator mistake is never blamed on a shim.
 *
 * What it honours: const, enum, type (lists too: `[string, "null"]`), allOf (merged: properties, required, types),
 * oneOf/anyOf (one branch, then filtered by ajv so a oneOf value matches exactly one), properties and required
 * (optional properties present or absent), additionalProperties when it is `true` or a schema (a few extra keys),
 * propertyNames `not: {const}`, minProperties, items with minItems/maxItems (at most 3 elements), string formats
 * (date-time, date, email, uri, uuid) and lengths, numeric bounds. `{}` is any JSON value. Depth is capped.
 */
import fc from "fast-check";
import { schemaErrors } from "../../support/call-args.js";
import type { Json } from "../../support/specs.js";

const MAX_ITEMS = 3;
const MAX_DEPTH = 10;
const EXTRA_KEYS = ["custom", "x_extra", "note"];

export function arbitraryOf(schema: Json, depth = 0): fc.Arbitrary<unknown> {
  if (schema === true || schema === undefined) return anyJson(depth);
  if (schema === false) throw new Error("a false schema has no values");
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.allOf)) return arbitraryOf(mergeAll(schema), depth);
  for (const key of ["oneOf", "anyOf"] as const) {
    if (Array.isArray(schema[key])) {
      const { [key]: branches, ...siblings } = schema;
      const arbs = (branches as Json[]).map((b) => arbitraryOf(mergeAll({ allOf: [siblings, b] }), depth));
      return fc.oneof(...arbs).filter((v) => schemaErrors(schema, v) === undefined);
    }
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : inferred(schema);
  if (types.length > 1) return fc.oneof(...types.map((t) => arbitraryOf({ ...schema, type: t }, depth)));
  switch (types[0]) {
    case "object":
      return objectOf(schema, depth);
    case "array":
      if (depth >= MAX_DEPTH && (schema.minItems ?? 0) === 0) return fc.constant([]);
      return fc.array(arbitraryOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
      });
    case "string":
      return stringOf(schema);
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return anyJson(depth);
  }
}

function inferred(schema: Json): string[] {
  if (schema.properties || schema.required || schema.additionalProperties !== undefined) return ["object"];
  if (schema.items) return ["array"];
  if (schema.format || schema.pattern || schema.minLength !== undefined) return ["string"];
  return [];
}

function objectOf(schema: Json, depth: number): fc.Arbitrary<unknown> {
  const props: Record<string, Json> = schema.properties ?? {};
  const required: string[] = (schema.required ?? []).filter((k: string) => k in props);
  const deep = depth >= MAX_DEPTH;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, s] of Object.entries(props)) if (!deep || required.includes(k)) model[k] = arbitraryOf(s, depth + 1);
  for (const k of schema.required ?? []) if (!(k in props)) model[k] = anyJson(depth + 1);
  const base = fc.record(model, { requiredKeys: [...(schema.required ?? [])] as string[] });
  const extraSchema = schema.additionalProperties;
  const notName = schema.propertyNames?.not?.const;
  let arb: fc.Arbitrary<Record<string, unknown>> = base;
  if (!deep && (extraSchema === true || (typeof extraSchema === "object" && extraSchema !== null))) {
    const keys = EXTRA_KEYS.filter((k) => !(k in props) && k !== notName);
    const values = extraSchema === true ? anyJson(depth + 1) : arbitraryOf(extraSchema, depth + 1);
    arb = fc
      .tuple(base, fc.dictionary(fc.constantFrom(...keys), values, { maxKeys: 2 }))
      .map(([b, extra]) => ({ ...extra, ...b }));
  }
  const min = schema.minProperties ?? 0;
  return min > 0 ? arb.filter((o) => Object.keys(o).length >= min) : arb;
}

function stringOf(schema: Json): fc.Arbitrary<string> {
  switch (schema.format) {
    case "date-time":
      return fc
        .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "email":
      return fc.constantFrom("sarah.mason@example.com", "a@b.io", "x.y+z@example.org");
    case "uri":
      return fc.constantFrom("https://example.com/a", "https://app.example.com/oauth/callback");
    case "uuid":
      return fc.uuid();
  }
  if (typeof schema.pattern === "string") return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  return fc.string({ minLength: min, maxLength: Math.min(schema.maxLength ?? min + 12, min + 12) });
}

function anyJson(depth: number): fc.Arbitrary<unknown> {
  return depth >= MAX_DEPTH ? fc.constant("x") : fc.jsonValue({ maxDepth: 2 });
}

/** allOf merged into one schema (properties and required united, the first of other keywords kept). */
export function mergeAll(schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  let out: Json = { ...own };
  for (const b0 of allOf as Json[]) {
    const b = mergeAll(b0);
    const next: Json = { ...b, ...out };
    if (out.properties || b.properties) {
      const props: Json = { ...(b.properties ?? {}) };
      for (const [k, v] of Object.entries<Json>(out.properties ?? {}))
        props[k] = props[k] === undefined ? v : { allOf: [props[k], v] };
      next.properties = props;
    }
    if (out.required || b.required) next.required = [...new Set([...(out.required ?? []), ...(b.required ?? [])])];
    if (out.type === undefined && b.type !== undefined) next.type = b.type;
    out = next;
  }
  return out;
}
