/** A normalised view of one schema node (../README.md, "compare/schema-view.ts"). */
import { isObject, type Json } from "../../model/index.js";
import { remember } from "../../run-context.js";
import { compareCodeUnits } from "../../output/order.js";
import { formatPointer, getAt, parseRefFragment } from "../../load/pointer.js";
import { child } from "./pointer.js";
import { valueText } from "../../output/value-text.js";

/** Constraint keywords compared as bounds; see boundEffect for which way each one narrows. */
export const BOUND_KEYWORDS = [
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "maxItems",
  "minItems",
  "maxProperties",
  "minProperties",
  "uniqueItems",
  "pattern",
  "additionalProperties",
] as const;
export type BoundKeyword = (typeof BOUND_KEYWORDS)[number];

/** Each numeric bound with its exclusive form, and the operator of that form (`exclusiveMinimum: 1` is `> 1`). */
export const EXCLUSIVE_PAIRS = [
  ["minimum", "exclusiveMinimum", ">"],
  ["maximum", "exclusiveMaximum", "<"],
] as const;

/**
 * JSON Schema 2020-12 keywords (OpenAPI 3.1) compared as a whole, by what they say (their digest): a keyword that
 * appears narrows what the schema accepts, one that goes widens it, one that changes does either (see boundEffect).
 */
export const SCHEMA_KEYWORDS = [
  "contains",
  "minContains",
  "maxContains",
  "prefixItems",
  "dependentRequired",
  "dependentSchemas",
  "if",
  "then",
  "else",
  "not",
  "patternProperties",
  "propertyNames",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contentSchema",
  "contentMediaType",
  "contentEncoding",
] as const;
export type SchemaKeyword = (typeof SCHEMA_KEYWORDS)[number];

/** A sub-schema reached from a view: its raw node, its pointer and the segments that lead to it from the view. */
export interface Sub {
  node: unknown;
  ptr: string;
  segs: string[];
  /** A property (or items, additional properties) that other `allOf` members declare too: their declarations, which
   *  hold as well (see Views.sub). */
  also?: Sub[];
}

export interface View {
  /** The node itself (after `$ref`s). */
  raw: Json;
  ptr: string;
  viaRef: boolean;
  /** Sorted types without "null"; undefined when the schema does not restrict the type. */
  types?: string[];
  nullable: boolean;
  format?: string;
  enum?: unknown[];
  bounds: Partial<Record<BoundKeyword, unknown>>;
  keywords: Partial<Record<SchemaKeyword, unknown>>;
  /** `x-extensible-enum`: the values known today of a list that may grow (any other value may come too). */
  extensible?: unknown[];
  /** The `allOf` members, each of which must hold (their content is merged into this view as well). */
  allOf?: Sub[];
  hasDefault: boolean;
  default?: unknown;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** `x-opt-in`: returned only when the request asks for it. */
  optIn?: unknown;
  /** `x-null-clears`: null in this update payload clears the field. */
  nullClears: boolean;
  /** `x-shape`: "unspecified" means the spec does not describe this payload at all. */
  shape?: string;
  properties?: Map<string, Sub>;
  required: Set<string>;
  items?: Sub;
  additional?: Sub;
  branches?: { combinator: "oneOf" | "anyOf"; list: Sub[] };
  /** A oneOf/anyOf whose members only say `required` or bound the object's size: one of these conditions must hold
   *  (see readAlternatives). A condition is a sorted list of names that must all be present, or a bound's text
   *  (`maxProperties: 0`); in the order of their text; the names every list has are in `required` instead. */
  alternatives?: { combinator: "oneOf" | "anyOf"; lists: Condition[] };
  /** A JSON:API resource's type: the one string its `type` property is pinned to (enum or const). */
  resource?: string;
  /**
   * Where `allOf` members say what cannot be made one (two formats, two patterns, two schemas under one 2020-12
   * keyword, two type lists with no type in common): every value said, as JSON, by what it is about. The view shows
   * the first; two views that say the same values differ in nothing but the order of their members.
   */
  conflicts?: Map<string, Set<string>>;
}

/** Follows a `$ref` chain inside one bundled document. A ref to nothing reads as an empty schema (the loader has
 *  already refused documents with one; this only keeps a model built by hand from crashing). The loader's `follow`
 *  does the same walk, but the diff calls this for every schema node it reads: through `follow`, a 3.7 MB recursive
 *  pair took 1.16x the time (4 alternating whole-process pairs). */
export function resolve(doc: Json, node: unknown, ptr: string): { value: Json; ptr: string; viaRef: boolean } {
  let at = node;
  let where = ptr;
  let viaRef = false;
  for (let hops = 0; hops < 64 && isObject(at) && typeof at.$ref === "string"; hops++) {
    const segments = at.$ref.startsWith("#") ? parseRefFragment(at.$ref.slice(1)) : "remote";
    if (typeof segments === "string") break;
    where = formatPointer(segments);
    viaRef = true;
    at = getAt(doc, segments)?.value;
  }
  return { value: isObject(at) ? at : {}, ptr: where, viaRef };
}

/** The views of one document's schemas. */
export class Views {
  /** The `allOf`s being merged: a member that leads back to one of them is not merged again. */
  private readonly merging = new Set<string>();

  constructor(readonly doc: Json) {}

  /** The view of a sub-schema: one declared by several `allOf` members is all its declarations merged, and null
   *  passes only where every typed declaration allows it (`nullable: true` on one declaration is not beside an `allOf`
   *  of its own: see merge). */
  sub(sub: Sub): View {
    const views = [sub, ...(sub.also ?? [])].map((x) => this.view(x.node, x.ptr));
    const nullable = views.filter((x) => x.types).every((x) => x.nullable);
    const v = views[0]!;
    for (const other of views.slice(1)) merge(v, other, []);
    if (views.length > 1 && v.types) v.nullable = nullable;
    return v;
  }

  view(node: unknown, at: string): View {
    const { value: s, ptr, viaRef } = resolve(this.doc, node, at);
    const v: View = {
      raw: s,
      ptr,
      viaRef,
      nullable: false,
      bounds: {},
      keywords: {},
      hasDefault: "default" in s,
      default: s.default,
      deprecated: s.deprecated === true,
      readOnly: s.readOnly === true,
      writeOnly: s.writeOnly === true,
      optIn: s["x-opt-in"],
      nullClears: s["x-null-clears"] === true,
      shape: typeof s["x-shape"] === "string" ? s["x-shape"] : undefined,
      required: new Set(Array.isArray(s.required) ? s.required.map(valueText) : []),
    };
    readType(s, v);
    if (v.hasDefault) v.default = typedDefault(v.default, v.types);
    if (typeof s.format === "string") v.format = s.format;
    readValues(s, v);
    readBounds(s, v);
    for (const k of SCHEMA_KEYWORDS) if (s[k] !== undefined && constrains(k, s)) v.keywords[k] = s[k];
    if (Array.isArray(s["x-extensible-enum"])) v.extensible = s["x-extensible-enum"];
    if (isObject(s.properties)) {
      v.properties = new Map();
      for (const name of Object.keys(s.properties))
        v.properties.set(name, subAt(s.properties[name], ptr, "properties", name));
    }
    if (isObject(s.items)) v.items = subAt(s.items, ptr, "items");
    if (isObject(s.additionalProperties)) v.additional = subAt(s.additionalProperties, ptr, "additionalProperties");
    this.readBranches(s, v);
    if (Array.isArray(s.allOf)) {
      v.allOf = s.allOf.map((node, i) => subAt(node, ptr, "allOf", String(i)));
      for (const member of v.allOf) this.mergeMember(v, member);
    }
    const type = v.properties?.get("type");
    if (type) {
      const t = resolve(this.doc, type.node, type.ptr).value;
      const pin = Array.isArray(t.enum) && t.enum.length === 1 ? t.enum[0] : t.const;
      if (typeof pin === "string") v.resource = pin;
    }
    return v;
  }

  /** oneOf/anyOf; `[X, {type: null}]` folds into X made nullable. */
  private readBranches(s: Json, v: View): void {
    const combinator = Array.isArray(s.oneOf) ? "oneOf" : Array.isArray(s.anyOf) ? "anyOf" : undefined;
    if (!combinator) return;
    const list = (s[combinator] as unknown[]).map((node, i) => subAt(node, v.ptr, combinator, String(i)));
    const isNull = (b: Sub) => {
      const r = resolve(this.doc, b.node, b.ptr).value;
      return r.type === "null" || (Array.isArray(r.type) && r.type.length === 1 && r.type[0] === "null");
    };
    const rest = list.filter((b) => !isNull(b));
    const lists = rest.length > 1 ? rest.map((b) => condition(resolve(this.doc, b.node, b.ptr).value)) : [];
    if (lists.length && lists.every((x) => x !== undefined)) this.readAlternatives(v, combinator, lists);
    else if (rest.length === 1) this.mergeMember(v, rest[0]!);
    else if (rest.length > 1) v.branches = { combinator, list: rest };
    // After the merge, which reads the branch as a member that must hold: here null passes beside it.
    if (rest.length < list.length) v.nullable = true;
  }

  /**
   * `anyOf: [{required: [source]}, {required: [build_type]}]` beside the properties, as GitHub writes "send at least
   * one of these": the members are not shapes of their own but lists of names one of which must all be there. A name
   * every list has is required whichever holds; the rest is kept as `alternatives`, compared as one keyword (read as
   * shapes, they were an `object` alternative removed and two `any` ones added when `required: [source]` became that
   * anyOf, a breaking finding for a change that accepts more). A oneOf of such lists is read as an anyOf. A member
   * that bounds the object's size is such a condition too: `anyOf: [{required: [a]}, {maxProperties: 0}]`, "`a`, or
   * nothing at all", removed, accepts more.
   */
  private readAlternatives(v: View, combinator: "oneOf" | "anyOf", conditions: Condition[]): void {
    const lists = conditions.filter((x) => Array.isArray(x));
    if (lists.length === conditions.length)
      for (const name of lists[0]!) if (lists.every((x) => x.includes(name))) v.required.add(name);
    const rest = conditions.map((x) => (Array.isArray(x) ? x.filter((name) => !v.required.has(name)) : x));
    // A list that asks for nothing beyond `required` always holds, and so does the whole combinator.
    if (rest.some((x) => !x.length)) return;
    // In the order of their text, as the document's order of them says nothing.
    const sorted = rest.sort((x, y) => compareCodeUnits(conditionText(x), conditionText(y)));
    v.alternatives = { combinator, lists: sorted };
  }

  /** Merges a member into the view, unless the view is being merged already (the member leads back to it). */
  private mergeMember(v: View, member: Sub): void {
    if (this.merging.has(v.ptr)) return;
    this.merging.add(v.ptr);
    merge(v, this.view(member.node, member.ptr), member.segs);
    this.merging.delete(v.ptr);
  }
}

/** The sub-schema `node`, reached by `segs` from the view at `ptr`. */
function subAt(node: unknown, ptr: string, ...segs: string[]): Sub {
  return { node, ptr: child(ptr, ...segs), segs };
}

function readType(s: Json, v: View): void {
  if (s.nullable === true) v.nullable = true; // OpenAPI 3.0
  const raw = s.type;
  const list = typeof raw === "string" ? [raw] : Array.isArray(raw) ? raw.map(valueText) : undefined;
  if (!list) return;
  if (list.includes("null")) v.nullable = true;
  const rest = list.filter((t) => t !== "null");
  if (rest.length) v.types = [...new Set(rest)].sort();
  else if (list.length) v.types = ["null"];
}

/** One condition of View.alternatives: names that must all be present, or a size bound's text. */
export type Condition = string[] | string;

/** A condition as reports show it: a list's names joined by +, a bound as written. */
export const conditionText = (x: Condition) => (Array.isArray(x) ? x.join(" + ") : x);

/**
 * What a schema that says nothing but `required`, or nothing but `minProperties`/`maxProperties` (annotations aside),
 * asks of an object: its names sorted, or its bounds' text (`maxProperties: 0`); undefined for any other schema.
 */
function condition(s: Json): Condition | undefined {
  const said = Object.keys(s).filter((k) => !["description", "title", "$comment"].includes(k) && !k.startsWith("x-"));
  if (said.length === 1 && said[0] === "required")
    return Array.isArray(s.required) ? [...new Set(s.required.map(valueText))].sort() : undefined;
  const bounds = said.filter((k) => (k === "minProperties" || k === "maxProperties") && typeof s[k] === "number");
  if (!bounds.length || bounds.length < said.length) return undefined;
  return bounds
    .sort()
    .map((k) => `${k}: ${String(s[k])}`)
    .join(", ");
}

/**
 * A default as the value it stands for: `default: "true"` on a boolean (or `"30"` on an integer) is a slip vendors
 * make and fix (GitHub's autolinks `is_alphanumeric`, GHES 3.8 → 3.17); the server's default is the same value, and
 * written `true` either way in a report, so it is compared as that value. A string that spells no value of the
 * schema's only type stays as written.
 */
function typedDefault(value: unknown, types: string[] | undefined): unknown {
  if (typeof value !== "string" || types?.length !== 1) return value;
  const [type] = types;
  if (type === "boolean") return value === "true" ? true : value === "false" ? false : value;
  if (type !== "integer" && type !== "number") return value;
  const n = value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(n) && (type === "number" || Number.isInteger(n)) ? n : value;
}

/**
 * Whether keyword `k` of schema `s` restricts anything, so that its coming or going is a change: a keyword that
 * accepts everything (`unevaluatedProperties: true`, `propertyNames: {}`, `dependentRequired: {}`, `prefixItems: []`)
 * or one that applies only beside another that is not there (`minContains` without `contains`, `then` without `if`)
 * is the same as no keyword.
 */
function constrains(k: SchemaKeyword, s: Json): boolean {
  const value = s[k];
  if ((k === "minContains" || k === "maxContains") && s.contains === undefined) return false;
  if ((k === "then" || k === "else") && s.if === undefined) return false;
  if (k === "not" || k === "contains" || k === "if") return true;
  // The other keywords that take a schema accept everything with `true` (only they take a boolean).
  if (value === true) return false;
  return !((isObject(value) || Array.isArray(value)) && Object.keys(value).length === 0);
}

/**
 * `enum`, and `const` as a one-value enum (it wins when both are there): null among the values makes the schema
 * nullable, and a schema that allows only null without naming a type is `type: "null"`, not "any value".
 */
function readValues(s: Json, v: View): void {
  const values = "const" in s ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined;
  if (!values) return;
  if (values.includes(null)) v.nullable = true;
  const rest = values.filter((x) => x !== null);
  if (rest.length === 0 && values.length > 0 && v.types === undefined) v.types = ["null"];
  else v.enum = rest;
}

function readBounds(s: Json, v: View): void {
  for (const k of BOUND_KEYWORDS) {
    const x = s[k];
    if (k === "additionalProperties") {
      if (x === false) v.bounds.additionalProperties = false;
    } else if (k === "uniqueItems") {
      if (x === true) v.bounds.uniqueItems = true;
    } else if (typeof x === "number" || (k === "pattern" && typeof x === "string")) v.bounds[k] = x;
  }
  // OpenAPI 3.0: `exclusiveMaximum: true` makes `maximum` exclusive, `exclusiveMinimum: true` `minimum`.
  for (const [inclusive, exclusive] of EXCLUSIVE_PAIRS)
    if (s[exclusive] === true && typeof s[inclusive] === "number") {
      v.bounds[exclusive] = s[inclusive];
      delete v.bounds[inclusive];
    }
}

/** Folds an `allOf` branch (or the one non-null oneOf branch) into the view. Both must hold: of two type lists or
 *  enums the values both allow (see bothTypes), of two numeric bounds the stricter (see strictest), null only if both
 *  allow it, and a property both declare is both declarations; for the rest, what the view does not say, the branch
 *  does (two values that cannot be made one are noted: View.conflicts). Properties keep the branch's pointers and gain
 *  the branch's segments in their logical path. */
function merge(into: View, from: View, segs: string[]): void {
  if (!into.types && from.types) {
    into.types = from.types;
    if (from.nullable) into.nullable = true;
  } else if (into.types && from.types) {
    // Null passes only where both allow it; but OpenAPI 3.0's `nullable: true` beside an `allOf` makes the whole
    // schema nullable, as the generated types read it.
    if (into.raw.nullable !== true) into.nullable &&= from.nullable;
    const both = bothTypes(into.types, from.types);
    if (!both) conflict(into, "type", into.types, from.types);
    into.types = both ?? into.types;
  }
  conflict(into, "format", into.format, from.format);
  into.format ??= from.format;
  if (into.enum && from.enum) {
    const allowed = new Set(from.enum.map((x) => JSON.stringify(x)));
    into.enum = into.enum.filter((x) => allowed.has(JSON.stringify(x)));
  } else into.enum ??= from.enum;
  conflict(into, "pattern", into.bounds.pattern, from.bounds.pattern);
  for (const k of BOUND_KEYWORDS) {
    const bound = strictest(k, into.bounds[k], from.bounds[k]);
    if (bound !== undefined) into.bounds[k] = bound;
  }
  for (const k of SCHEMA_KEYWORDS) {
    conflict(into, k, into.keywords[k], from.keywords[k]);
    into.keywords[k] ??= from.keywords[k];
  }
  for (const [about, values] of from.conflicts ?? []) for (const x of values) said(into, about).add(x);
  into.extensible ??= from.extensible;
  if (!into.hasDefault && from.hasDefault) {
    into.hasDefault = true;
    into.default = from.default;
  }
  into.deprecated ||= from.deprecated;
  into.optIn ??= from.optIn;
  into.nullClears ||= from.nullClears;
  into.shape ??= from.shape;
  for (const r of from.required) into.required.add(r);
  // A property, the items or the additional properties that several members declare: every declaration holds.
  const prefixed = (sub: Sub): Sub => ({ node: sub.node, ptr: sub.ptr, segs: [...segs, ...sub.segs] });
  const joined = (first: Sub | undefined, sub: Sub): Sub => {
    const declared = [sub, ...(sub.also ?? [])].map(prefixed);
    if (first) return { ...first, also: [...(first.also ?? []), ...declared] };
    return declared.length > 1 ? { ...declared[0]!, also: declared.slice(1) } : declared[0]!;
  };
  if (from.properties) {
    into.properties ??= new Map();
    for (const [name, sub] of from.properties) into.properties.set(name, joined(into.properties.get(name), sub));
  }
  if (from.items) into.items = joined(into.items, from.items);
  if (from.additional) into.additional = joined(into.additional, from.additional);
  into.alternatives ??= from.alternatives;
  if (!into.branches && from.branches)
    into.branches = { combinator: from.branches.combinator, list: from.branches.list.map(prefixed) };
}

/** Whether a type list allows type `t`: an integer is a number. */
export const admits = (list: readonly string[], t: string) =>
  list.includes(t) || (t === "integer" && list.includes("number"));

/** Notes two values of `about` that the view cannot make one (see View.conflicts). */
function conflict(into: View, about: string, a: unknown, b: unknown): void {
  if (a === undefined || b === undefined) return;
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  if (x !== y) said(into, about).add(x).add(y);
}

function said(into: View, about: string): Set<string> {
  return remember((into.conflicts ??= new Map()), about, () => new Set<string>());
}

/** Whether two views say the same conflicting values of `about` (see View.conflicts), in whatever order. */
export function sameConflict(b: View, r: View, about: string): boolean {
  const [x, y] = [b.conflicts?.get(about), r.conflicts?.get(about)];
  return x !== undefined && y !== undefined && x.size === y.size && [...x].every((v) => y.has(v));
}

/**
 * The types two type lists both allow, sorted (`integer` and `number` allow `integer`); undefined when they allow none
 * together: no value passes such an `allOf`, and the first list stays, the member with the other being reported as
 * that member (`unseen` in schema.ts).
 */
export function bothTypes(a: string[], b: string[]): string[] | undefined {
  const both = [...new Set([...a.filter((t) => admits(b, t)), ...b.filter((t) => admits(a, t))])].sort();
  return both.length ? both : undefined;
}

/**
 * Of two values of one bound that must both hold (the view's own and an `allOf` member's), the one a validator ends up
 * enforcing: the largest lower bound, the smallest upper bound, whichever member says it. Two patterns cannot be
 * made one: the first stays (see View.conflicts), and a member's other pattern is reported as that member (`unseen`
 * in schema.ts).
 */
function strictest(keyword: BoundKeyword, a: unknown, b: unknown): unknown {
  if (a === undefined) return b;
  if (typeof a !== "number" || typeof b !== "number") return a;
  return isUpper(keyword) ? Math.min(a, b) : Math.max(a, b);
}

/** A bound from above (`maxLength`, `exclusiveMaximum`, `maxContains`...): a smaller value narrows. */
function isUpper(keyword: BoundKeyword | SchemaKeyword): boolean {
  return keyword.startsWith("max") || keyword === "exclusiveMaximum";
}

/** The values one list has and the other lacks (enum values, known values, scopes), compared as JSON, each once. */
export function valueChanges(before: unknown[], after: unknown[]): { added: unknown[]; removed: unknown[] } {
  const keyed = (list: unknown[]) => new Map(list.map((x) => [JSON.stringify(x), x]));
  const [b, a] = [keyed(before), keyed(after)];
  const missing = (from: Map<string, unknown>, other: Map<string, unknown>) =>
    [...from].filter(([k]) => !other.has(k)).map(([, x]) => x);
  return { added: missing(a, b), removed: missing(b, a) };
}

/** A value set, cleared or changed: `<what>-added`, `-removed` or `-changed`, by the side that has none. */
export function presence<W extends "sunset" | "opt-in">(what: W, before: unknown, after: unknown) {
  return `${what}-${before === undefined ? "added" : after === undefined ? "removed" : "changed"}` as const;
}

/**
 * Whether a change of a bound or of a 2020-12 keyword narrows what the schema accepts ("tightened"), widens it
 * ("relaxed"), or neither is decidable ("changed": a pattern or a sub-schema replaced by another). A keyword that
 * appears narrows, one that goes widens; of two numbers, a smaller upper bound or a larger lower one narrows.
 */
export function boundEffect(keyword: BoundKeyword | SchemaKeyword, before: unknown, after: unknown) {
  if (before === undefined) return "tightened";
  if (after === undefined) return "relaxed";
  const [b, a] = [comparable(keyword, before), comparable(keyword, after)];
  if (!b || !a) return "changed";
  // Of two equal values, the exclusive one narrows.
  const narrows =
    a.value === b.value ? a.exclusive && !b.exclusive : isUpper(keyword) ? a.value < b.value : a.value > b.value;
  return narrows ? "tightened" : "relaxed";
}

/** A bound's value as a number and whether it is exclusive: a number, or a bound that changed exclusivity (`> 1`). */
function comparable(keyword: string, v: unknown): { value: number; exclusive: boolean } | undefined {
  if (typeof v === "number") return { value: v, exclusive: keyword.startsWith("exclusive") };
  if (!/imum$/.test(keyword)) return undefined;
  const m = typeof v === "string" ? /^([<>])(=?) (-?[\d.e+-]+)$/.exec(v) : null;
  return m ? { value: Number(m[3]), exclusive: m[2] === "" } : undefined;
}
