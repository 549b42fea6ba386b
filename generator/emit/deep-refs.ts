/**
 * `$ref`s to a place inside a component or an operation (`#/components/schemas/A/properties/b`,
 * `#/components/schemas/A/definitions/b`, `#/paths/~1orders/get/responses/404/content/application~1json/schema`),
 * rewritten for openapi-typescript (types-file.ts). It prints every `$ref` as an indexed type along the pointer
 * (`components["schemas"]["A"]["properties"]["b"]`), which TypeScript refuses for these: the printed types have no
 * `properties`, `definitions` or `schema` member (TS2339), and a schema that refers into itself so is "referenced
 * directly or indirectly in its own type annotation" (TS2502). Published documents do it (APIs.guru's directory has
 * several: Codat, Fulfillment.com, Azure's network specs). A `$ref` to a whole component (`#/components/<kind>/<name>`)
 * stays as it is.
 *
 * A place inside a component schema becomes a schema of its own, named after its place (`A.properties.b`, made
 * unique), and every ref to it refers to that: each such place is printed once, however many refs reach it, and it
 * may contain itself (Azure's network specs reach the same places hundreds of times, through each other: inlining
 * them printed hundreds of megabytes). A ref to any other place (inside an operation, a response...) is replaced by
 * what it points to; a place that contains itself through such refs is an empty schema (any value) where it recurs.
 */
import { copyOf, define, formatRefPointer, getAt, isObject, parseRefFragment } from "../load/pointer.js";

type Json = Record<string, unknown>;

export function inlineDeepRefs(document: Json): Json {
  // Each ref's inlined value, once it is known not to depend on where it was reached from (no recursion cut in it).
  const done = new Map<string, unknown>();
  // The places inside component schemas made schemas of their own: by ref, their name; by name, their schema.
  const hoisted = new Map<string, string>();
  const schemas = new Map<string, unknown>();
  const existing = componentSchemas(document);
  let cuts = 0;
  const hoist = (ref: string, segments: string[], target: unknown): Json => {
    let name = hoisted.get(ref);
    if (name === undefined) {
      name = segments.slice(2).join(".");
      while (Object.hasOwn(existing, name) || schemas.has(name)) name += "_";
      hoisted.set(ref, name);
      schemas.set(name, undefined);
      schemas.set(name, walk(target, []));
    }
    return { $ref: formatRefPointer(["components", "schemas", name]) };
  };
  const walk = (value: unknown, inlining: readonly string[]): unknown => {
    if (Array.isArray(value)) {
      let changed: unknown[] | undefined;
      value.forEach((item, i) => {
        const next = walk(item, inlining);
        if (next !== item) (changed ??= [...value])[i] = next;
      });
      return changed ?? value;
    }
    if (!isObject(value)) return value;
    const ref = value.$ref;
    if (typeof ref === "string") {
      const target = deepTarget(document, ref);
      if (target === undefined) return value;
      if (target.segments.length > 3 && target.segments[0] === "components" && target.segments[1] === "schemas")
        return hoist(ref, target.segments, target.value);
      if (inlining.includes(ref)) {
        cuts++;
        return {};
      }
      const known = done.get(ref);
      if (known !== undefined) return known;
      const before = cuts;
      const inlined = walk(target.value, [...inlining, ref]);
      if (cuts === before) done.set(ref, inlined);
      return inlined;
    }
    let changed: Json | undefined;
    for (const key of Object.keys(value)) {
      const item = value[key];
      const next = walk(item, inlining);
      if (next !== item) define((changed ??= copyOf(value)), key, next);
    }
    return changed ?? value;
  };
  const out = walk(document, []) as Json;
  if (schemas.size === 0) return out;
  const components = isObject(out.components) ? out.components : {};
  const all = copyOf(componentSchemas(out));
  for (const [k, v] of schemas) define(all, k, v);
  return { ...out, components: { ...components, schemas: all } };
}

function componentSchemas(document: Json): Json {
  const components = document.components;
  return isObject(components) && isObject(components.schemas) ? components.schemas : {};
}

/** What a local `$ref` deeper than a whole component points to; undefined for any other ref, or a dangling one. */
function deepTarget(document: Json, ref: string): { value: unknown; segments: string[] } | undefined {
  if (!ref.startsWith("#/")) return undefined;
  const segments = parseRefFragment(ref.slice(1));
  if (!Array.isArray(segments) || (segments.length === 3 && segments[0] === "components")) return undefined;
  const target = getAt(document, segments);
  return target && { value: target.value, segments };
}
