/**
 * `$ref`s to a place inside a component or an operation (`#/components/schemas/A/properties/b`,
 * `#/components/schemas/A/definitions/b`, `#/paths/~1orders/get/responses/404/content/application~1json/schema`),
 * replaced by what they point to, for openapi-typescript (types-file.ts). It prints every `$ref` as an indexed type
 * along the pointer (`components["schemas"]["A"]["properties"]["b"]`), which TypeScript refuses for these: the printed
 * types have no `properties`, `definitions` or `schema` member (TS2339), and a schema that refers into itself so is
 * "referenced directly or indirectly in its own type annotation" (TS2502). Published documents do it (APIs.guru's
 * directory has several: Codat, Fulfillment.com). A `$ref` to a whole component (`#/components/<kind>/<name>`) stays
 * as it is. A place that contains itself through such refs is an empty schema (any value) where it recurs.
 */
import { define, getAt, isObject, parseRefFragment } from "../load/pointer.js";

type Json = Record<string, unknown>;

export function inlineDeepRefs(document: Json): Json {
  // Each ref's inlined value, once it is known not to depend on where it was reached from (no recursion cut in it).
  const done = new Map<string, unknown>();
  let cuts = 0;
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
      if (next !== item) {
        if (!changed) {
          changed = {};
          for (const k of Object.keys(value)) define(changed, k, value[k]);
        }
        define(changed, key, next);
      }
    }
    return changed ?? value;
  };
  return walk(document, []) as Json;
}

/** What a local `$ref` deeper than a whole component points to; undefined for any other ref, or a dangling one. */
function deepTarget(document: Json, ref: string): { value: unknown } | undefined {
  if (!ref.startsWith("#/")) return undefined;
  const segments = parseRefFragment(ref.slice(1));
  if (!Array.isArray(segments) || (segments.length === 3 && segments[0] === "components")) return undefined;
  return getAt(document, segments);
}
