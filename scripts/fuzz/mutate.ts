/**
 * The mutations of the fuzz (README, "Fuzzing"): fast-check arbitraries of a few edits to a real OpenAPI document, the
 * kinds of damage real specs carry or an attacker writes. An edit picks its target among every node of the document
 * by a number, so that fast-check can shrink a failing case to its fewest, earliest edits.
 *
 * Numbers JSON.stringify cannot write (1e400, 2^63 - 1 exactly) are placed as marker strings and written raw by
 * `specText`.
 */
import fc from "fast-check";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

/** A node of the document: its container and key (the root has none), and its value. */
interface Site {
  parent?: Container;
  key?: string;
  value: Json;
}

const RAW = "\u0000raw:";
/** A number written as it stands in the spec's text (specText). */
const raw = (text: string) => `${RAW}${text}`;

/** Hostile `$ref`s: remote, link-local, outside the folder, absolute, a directory, a home file, and ones to nothing. */
export const hostileRefs = [
  "#/components/schemas/DoesNotExist",
  "#/nowhere/at/all",
  "#",
  "#/paths",
  "http://127.0.0.1:9/spec.json",
  "http://169.254.169.254/latest/meta-data/",
  "https://example.com/spec.yaml#/components/schemas/A",
  "//evil.example/x.json",
  "file:///etc/hostname",
  "/etc/hostname",
  "../outside.json",
  "~/.npmrc",
  "./",
  "missing.yaml#/A",
  "#/components/schemas/%ZZ",
  "#/components/schemas/a~2b",
];

/** Characters that hide or reorder text or end a line: zero-width, line and paragraph separators, bidi controls, NUL. */
export const invisibles = ["\u200b", "\u2028", "\u2029", "\u202e", "\u2066", "\u200f", "\ufeff", "\u0000", "\r\n"];

/** Values of the wrong kind: a schema where a string goes, a string where a list goes, and so on. */
const wrongValues: Json[] = [
  "a string",
  "",
  0,
  -1,
  3.5,
  true,
  null,
  [],
  [1, "two", null],
  {},
  { type: "string" },
  { $ref: "#/components/schemas/DoesNotExist" },
  { type: ["string", 3] },
  { type: "object", properties: "none", required: "id" },
  { allOf: [1, { $ref: "#" }] },
];

/** Numbers that break a naive reader: beyond 2^53, beyond a double, negative zero, and text that looks like one. */
const hugeNumbers: Json[] = [
  raw("9223372036854775807"),
  raw("-9223372036854775808"),
  raw("18446744073709551616"),
  raw("1e400"),
  raw("-1e400"),
  raw("-0"),
  raw("4.9e-325"),
  "NaN",
  "Infinity",
];

/** Keys whose value holds numbers: the edits of `huge` go there, else anywhere. */
const numberKeys = ["default", "example", "minimum", "maximum", "multipleOf", "const", "minLength", "maxItems"];

/** Keys real specs have: the edits of `wrongKey` put a wrong value under one of them. */
const structuralKeys = [
  "parameters",
  "responses",
  "schema",
  "items",
  "properties",
  "required",
  "enum",
  "type",
  "allOf",
  "oneOf",
  "additionalProperties",
  "content",
  "requestBody",
  "paths",
  "components",
  "info",
  "in",
  "name",
  "operationId",
  "discriminator",
];

export type Edit =
  | { kind: "wrong"; at: number; value: number }
  | { kind: "wrongKey"; at: number; key: number; value: number }
  | { kind: "delete"; at: number }
  | { kind: "ref"; at: number; ref: number }
  | { kind: "cycle"; at: number }
  | { kind: "huge"; at: number; value: number }
  | { kind: "invisible"; at: number; char: number; where: "key" | "value" };

const index = fc.nat({ max: 1_000_000 });

export const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("wrong" as const), at: index, value: fc.nat({ max: wrongValues.length - 1 }) }),
  fc.record({
    kind: fc.constant("wrongKey" as const),
    at: index,
    key: fc.nat({ max: structuralKeys.length - 1 }),
    value: fc.nat({ max: wrongValues.length - 1 }),
  }),
  fc.record({ kind: fc.constant("delete" as const), at: index }),
  fc.record({ kind: fc.constant("ref" as const), at: index, ref: fc.nat({ max: hostileRefs.length - 1 }) }),
  fc.record({ kind: fc.constant("cycle" as const), at: index }),
  fc.record({ kind: fc.constant("huge" as const), at: index, value: fc.nat({ max: hugeNumbers.length - 1 }) }),
  fc.record({
    kind: fc.constant("invisible" as const),
    at: index,
    char: fc.nat({ max: invisibles.length - 1 }),
    where: fc.constantFrom("key" as const, "value" as const),
  }),
);

/** One to four edits. */
export const editsArb = fc.array(editArb, { minLength: 1, maxLength: 4 });

/**
 * The sweep's edits of a document (`npm run fuzz -- --sweep`): every node but the root deleted, and replaced by each
 * value of the wrong kind, one edit a case; node by node in document order.
 */
export function sweepEdits(document: object): Edit[] {
  const count = sites(document as Json).length;
  const out: Edit[] = [];
  for (let at = 1; at < count; at++) {
    out.push({ kind: "delete", at });
    for (let value = 0; value < wrongValues.length; value++) out.push({ kind: "wrong", at, value });
  }
  return out;
}

/** Every node of the document in document order, the root first. */
function sites(document: Json): Site[] {
  const out: Site[] = [{ value: document }];
  const walk = (value: Json) => {
    if (value === null || typeof value !== "object") return;
    const entries: [string, Json][] = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : Object.entries(value);
    for (const [key, child] of entries) {
      out.push({ parent: value, key, value: child });
      walk(child);
    }
  };
  walk(document);
  return out;
}

function set(site: Site, value: Json): void {
  if (!site.parent || site.key === undefined) return;
  if (Array.isArray(site.parent)) site.parent[Number(site.key)] = value;
  else site.parent[site.key] = value;
}

const isRecord = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Renames `key` of `object` in place, keeping the order of the keys. */
function renameKey(object: { [key: string]: Json }, key: string, to: string): void {
  const entries = Object.entries(object).map(([k, v]): [string, Json] => [k === key ? to : k, v]);
  for (const k of Object.keys(object)) delete object[k];
  for (const [k, v] of entries) object[k] = v;
}

/** Applies one edit to `document` in place. */
function apply(document: { [key: string]: Json }, edit: Edit): void {
  const all = sites(document);
  const site = all[edit.at % all.length]!;
  switch (edit.kind) {
    case "wrong":
      return set(site, structuredClone(wrongValues[edit.value]!));
    case "wrongKey": {
      const objects = all.filter((s) => isRecord(s.value));
      const target = objects[edit.at % objects.length]!.value as { [key: string]: Json };
      target[structuralKeys[edit.key]!] = structuredClone(wrongValues[edit.value]!);
      return;
    }
    case "delete":
      if (site.parent && !Array.isArray(site.parent) && site.key !== undefined) delete site.parent[site.key];
      else if (Array.isArray(site.parent)) site.parent.splice(Number(site.key), 1);
      return;
    case "ref":
      return set(site, { $ref: hostileRefs[edit.ref]! });
    case "cycle": {
      // Two schemas that are only refs to each other, and a use of them: a cycle nothing can type.
      const given = document.components;
      const components = given !== undefined && isRecord(given) ? given : (document.components = {});
      const known = components.schemas;
      const schemas = known !== undefined && isRecord(known) ? known : (components.schemas = {});
      schemas.FuzzCycleA = { $ref: "#/components/schemas/FuzzCycleB" };
      schemas.FuzzCycleB = { $ref: "#/components/schemas/FuzzCycleA" };
      return set(site, { $ref: "#/components/schemas/FuzzCycleA" });
    }
    case "huge": {
      const numeric = all.filter((s) => s.key !== undefined && numberKeys.includes(s.key));
      return set(numeric.length > 0 ? numeric[edit.at % numeric.length]! : site, hugeNumbers[edit.value]!);
    }
    case "invisible": {
      const char = invisibles[edit.char]!;
      if (edit.where === "key" && site.parent && !Array.isArray(site.parent) && site.key !== undefined) {
        const key = site.key;
        const at = Math.min(1, key.length);
        return renameKey(site.parent, key, `${key.slice(0, at)}${char}${key.slice(at)}`);
      }
      const strings = all.filter((s) => typeof s.value === "string");
      if (strings.length === 0) return;
      const target = strings[edit.at % strings.length]!;
      return set(target, `${char}${target.value as string}${char}`);
    }
  }
}

/** The document with the edits made, as the JSON text of a spec file. */
export function mutatedSpec(document: object, edits: Edit[]): string {
  const copy = structuredClone(document) as { [key: string]: Json };
  for (const edit of edits) apply(copy, edit);
  return specText(copy);
}

/** JSON, with the marker strings of `raw` numbers written as the bare numbers they stand for. */
export function specText(document: object): string {
  const markers = new RegExp(`"${JSON.stringify(RAW).slice(1, -1).replace(/\\/g, "\\\\")}([^"]*)"`, "g");
  return `${JSON.stringify(document, null, 2).replace(markers, "$1")}\n`;
}
