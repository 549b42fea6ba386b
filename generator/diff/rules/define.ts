/** What a rule is, and the vocabulary rules are written in (../README.md, "rules/define.ts"). */
import type { RenameConfirmation } from "../../load/catalog.js";
import { codeSpan as code } from "../../output/code-span.js";
import type { Change } from "../compare/index.js";
import { admits, segmentsOf, dotted } from "../compare/index.js";
import type { Finding, Severity } from "../types.js";
import { valueText } from "../../output/value-text.js";

export type Args = Record<string, unknown>;

export interface RuleContext {
  /** The catalog change (or declared change) that confirms a rename candidate, when one does. */
  confirmRename(change: Change): string | undefined;
  /**
   * The rule of the registry that claims a change, with its arguments: for rules that judge a change as another one
   * is judged (a webhook's payload, as a response's). Set by the findings stage.
   */
  claim?(change: Change): { rule: Rule; args: Args } | undefined;
}

/** What a rule's findings carry as they are (its `message` is the template they render). */
export interface Rule extends Pick<Finding, "id" | "severity" | "direction" | "message" | "why" | "hint"> {
  /** Words that make a catalog entry a better explanation of this rule's findings (see catalog.ts). */
  keywords?: string[];
  /**
   * A change that comes in masses, e.g. a spec-wide nullability or optionality correction: when the rule has
   * MASS_CHANGE or more findings on resources in one pair, they become one summary finding per resource (findings.ts).
   */
  mass?: boolean;
  match(change: Change, context: RuleContext): Args | undefined;
}

/**
 * A rule as its file writes it: `match`, or, for the common case of a condition and the arguments it then gives,
 * `when` and `args` (the rule applies when `when` holds); without a `hint`, there is nothing to do; without a
 * `direction`, it is the one its id names (directionIn).
 */
type RuleDefinition = Omit<Rule, "match" | "hint" | "direction"> &
  Partial<Pick<Rule, "hint" | "direction">> &
  (
    | Pick<Rule, "match">
    | { when(change: Change, context: RuleContext): boolean; args(change: Change, context: RuleContext): Args }
  );

/** The rules in the order their files were loaded: index.ts loads them most specific first. */
export const registered: Rule[] = [];

/** Adds a rule file's rule to the registry (index.ts is the only importer of a rule file). */
export function addRule({ hint = "Nothing to do.", ...definition }: RuleDefinition): void {
  const rule = { ...definition, direction: definition.direction ?? directionIn(definition.id), hint };
  if ("match" in rule) registered.push(rule);
  else {
    const { when, args, ...texts } = rule;
    registered.push({ ...texts, match: (c, context) => (when(c, context) ? args(c, context) : undefined) });
  }
}

/**
 * The direction a rule's id names: `request` for a rule about requests (`request-property-removed`,
 * `new-required-request-parameter`), `response` for one about responses or a webhook's payload (which the receiver
 * reads as a client reads a response: compare/webhooks.ts), else the operation (`api-…`, `endpoint-…`, `webhook-…`).
 * A rule about both sides says so.
 */
function directionIn(id: string): Rule["direction"] {
  const words = id.split("-");
  if (words.includes("request")) return "request";
  return words.includes("response") || words.includes("payload") ? "response" : "operation";
}

export function render(template: string, args: Args): string {
  // A placeholder the template quotes (`{name}`) becomes a code span sized to its value.
  return (args.property === "(root)" ? atRoot(template, args.schema) : template).replace(
    /`\{([A-Za-z]+)\}`|\{([A-Za-z]+)\}/g,
    (_, quoted?: string, bare?: string) => {
      const value = args[(quoted ?? bare)!];
      return quoted === undefined || Array.isArray(value) ? format(value) : code(format(value));
    },
  );
}

/**
 * A template about a property, for a change at the root of its schema: "the `(root)` request property of `Status`"
 * reads "the request schema `Status`" ("the read-only `(root)` property": "the read-only schema"), or "the request
 * body of `POST /pets`" for an operation's inline schema; "changed at `(root)`" (a webhook's payload) reads "changed".
 */
function atRoot(template: string, schema: unknown): string {
  // An operation's inline schema is named `METHOD /path`, with a space no component name has.
  const noun = typeof schema === "string" && schema.includes(" ") ? "body of" : "schema";
  return template
    .replace(
      /([Tt])he ((?:read-only |write-only )?)`\{property\}` ((?:request |response |\{place\} )?)property of /g,
      `$1he $2$3${noun} `,
    )
    .replace(/ at `\{property\}`/g, "");
}

function format(value: unknown): string {
  if (value === undefined || value === null) return "none";
  if (Array.isArray(value)) return value.map((v) => code(scalar(v))).join(", ");
  return scalar(value);
}

function scalar(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/* ---------------------------------------------------------------- where a change is */

export const inRequest = (c: Change) => c.area === "request-body" || c.area === "parameter";
export const inResponse = (c: Change) => c.area === "response";
export const inParameter = (c: Change) => c.area === "parameter";
export const inBody = (c: Change) => c.area === "request-body";
export const inWebhook = (c: Change) => c.area === "webhook";

/**
 * The match of the webhook-payload-changed rule of one severity: the response rule that claims the change has it. A
 * webhook's payload change is judged as a response change: the same change met by a client reading what the service
 * sends.
 */
export function webhookPayloadJudged(severity: Severity): Rule["match"] {
  return (c, context) => {
    if (!inWebhook(c)) return undefined;
    const as = context.claim?.({ ...c, area: "response" });
    if (as?.rule.severity !== severity) return undefined;
    return { webhook: c.site.path.replace(/^webhook /, ""), property: propertyArgs(c).property, as: as.rule.id };
  };
}

/**
 * The definition a schema change is in, for messages: the named root (`ProfileResponseAttributes`, a request body or
 * response component, or `METHOD /path` for an operation's inline schema) and the property path inside it
 * (`subscriptions.email.marketing.timestamp`; `[]` is an array's items, `*` additional properties, `(root)` the root).
 */
export function describe(pointer: string): { schema: string; property: string } {
  const s = segmentsOf(pointer);
  // `components/<section>/<name>`, `paths/<path>/<method>` or `webhooks/<name>/<method>`; else the document's own.
  const [root, key = "", last = ""] = s;
  const named = s.length >= 3 && (root === "components" || root === "paths" || root === "webhooks");
  const rest = named ? s.slice(3) : s;
  const operation = `${last.toUpperCase()} ${root === "webhooks" ? "webhook " : ""}${key}`;
  const schema = !named ? "document" : root === "components" ? last : operation;
  // Skip the way into the schema: content/<media type>/schema, responses/<status>, parameters/<i>, schema.
  const at = rest.lastIndexOf("schema");
  const names: string[] = [];
  for (let i = at === -1 ? 0 : at + 1; i < rest.length; i++) {
    const seg = rest[i]!;
    if (seg === "properties" && i + 1 < rest.length) names.push(rest[++i]!);
    else if (seg === "items") names.push("[]");
    else if (seg === "additionalProperties") names.push("*");
    else if (seg === "allOf" || seg === "oneOf" || seg === "anyOf" || seg === "prefixItems") i++;
  }
  return { schema, property: dotted(names) || "(root)" };
}

/**
 * `{property}`, `{schema}` and `{context}` of a schema change. The path is read on the base side when the node is gone
 * (or renamed). `{context}` says when the definition around the change was replaced by another one at this place
 * (`EventCreateDocument` now refers to `ProfileData` where it referred to `ProfileAttributes`): the property is then
 * gone from the usage, not from the component the message names.
 */
export function propertyArgs(c: Change, side: "definition" | "base" = "definition"): Args {
  const at = describe(side === "base" ? (c.base ?? c.definition) : c.definition);
  // The containers: the parents of an added or removed node, else the node's own pointers unless one of them is a
  // whole component (reached through a `$ref`, so its root differs by construction, not by a swap).
  const whole = (p: string | undefined) => p !== undefined && /^#\/components\/[^/]+\/[^/]+$/.test(p);
  const own = !whole(c.base) && !whole(c.revision);
  const from = rootOf(c.args.parentBase ?? (own ? c.base : undefined));
  const to = rootOf(c.args.parentRevision ?? (own ? c.revision : undefined));
  const context = from && to && from !== to ? ` (where ${code(to)} replaced ${code(from)})` : "";
  // A discriminator's values (compare/discriminator.ts) are those of its property in every variant: that property is
  // what changed, not the `oneOf` that holds it (a schema's "`(root)` property", or an object-valued one).
  const on = c.args.discriminator;
  if (typeof on !== "string") return { ...at, context };
  const root = at.property === "(root)";
  return {
    schema: at.schema,
    property: root ? on : `${at.property}.${on}`,
    context: ` (the discriminator of ${code(root ? at.schema : at.property)})${context}`,
  };
}

/**
 * `{variants}` and `{context}` of a change about a `oneOf`/`anyOf` as a whole (its discriminator): the schema when the
 * combinator is the schema itself, else the property that holds it, rather than "the `(root)` property" of a schema.
 */
export function variantsArgs(c: Change): Args {
  // `schema` and `property` stay as every schema finding has them: the catalog mapping reads them (catalog.ts).
  const { schema, property, context } = propertyArgs(c);
  const variants =
    property === "(root)" ? code(String(schema)) : `the ${code(String(property))} property of ${code(String(schema))}`;
  return { schema, property, variants, context };
}

/**
 * `{branch}`, `{combinator}`, `{alternative}` and `{n}` of a change about one alternative of a `oneOf`/`anyOf`:
 * `{alternative}` names it ("`Cash` alternative"), an alternative without a type as such, or by the value it pins
 * ("`const: "x"` alternative"); `{n}` makes "A{n}" the article it needs ("An `integer` alternative").
 */
export function branchArgs(c: Change): Args {
  const shown = c.args.shown;
  const alternative = typeof shown === "string" ? `${code(shown)} alternative` : "alternative without a type";
  const n = /^[aeiou]/i.test(typeof shown === "string" ? shown : alternative) ? "n" : "";
  return { branch: c.args.branch, combinator: c.args.combinator, alternative, n };
}

function rootOf(pointer: unknown): string | undefined {
  return typeof pointer === "string" ? describe(pointer).schema : undefined;
}

export function parameterArgs(c: Change): Args {
  return { parameter: c.args.parameter, in: c.args.in };
}

export function operationArgs(c: Change): Args {
  return { operation: `${c.site.method.toUpperCase()} ${c.site.path}`, operationId: c.site.operationId };
}

/* ---------------------------------------------------------------- values */

/** `[]` → `any`; `["integer", "string"]` → `integer | string`. */
function typeLabel(types: unknown): string {
  return Array.isArray(types) && types.length ? types.join(" | ") : "any";
}

/**
 * How a type list moved: widened (everything accepted before still is), narrowed, restructured (an array became an
 * object or back), or changed. An integer is a number.
 */
export function typeShift(before: unknown, after: unknown): "widened" | "narrowed" | "restructured" | "changed" {
  const b = Array.isArray(before) ? (before as string[]) : [];
  const a = Array.isArray(after) ? (after as string[]) : [];
  if (!a.length || (b.length && b.every((t) => admits(a, t)))) return "widened";
  if (!b.length || a.every((t) => admits(b, t))) return "narrowed";
  const flips = (x: string[], y: string[]) =>
    x.includes("array") && !x.includes("object") && y.includes("object") && !y.includes("array");
  return flips(b, a) || flips(a, b) ? "restructured" : "changed";
}

/**
 * How a type-like change (type, nullability, enum) moved what a value may be: a type change as typeShift says, a
 * `nullable` added or an enum dropped widened it, the other way round narrowed it.
 */
export function shiftOf(c: Change): ReturnType<typeof typeShift> | undefined {
  if (c.kind === "type-changed") return typeShift(c.before, c.after);
  if (c.kind === "nullable-added" || c.kind === "enum-removed") return "widened";
  return c.kind === "nullable-removed" || c.kind === "enum-added" ? "narrowed" : undefined;
}

/** before/after of a type-like change (type, nullability, enum) as labels. */
export function typeValues(c: Change): Args {
  const [before, after] = typeLabels[c.kind]?.(c) ?? [];
  return before === undefined ? {} : { before, after };
}

const typeLabels: Partial<Record<Change["kind"], (c: Change) => [string, string]>> = {
  "type-changed": (c) => [typeLabel(c.before), typeLabel(c.after)],
  "nullable-added": () => ["not null", "nullable"],
  "nullable-removed": () => ["nullable", "not null"],
  "enum-removed": (c) => [oneOf(c.before), "any value"],
  "enum-added": (c) => ["any value", oneOf(c.after)],
};

/** An enum's values in a message: `one of "a", "b"`. */
const oneOf = (values: unknown) => `one of ${(values as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;

const absentBound = new Map([
  ["pattern", "none"],
  ["additionalProperties", "allowed"],
  ["uniqueItems", "false"],
]);

/** A bound's value in a message: absent bounds read "unbounded" (a pattern "none", additionalProperties "allowed"). */
export function boundValues(c: Change): Args {
  const kw = c.args.keyword as string;
  const show = (v: unknown) =>
    v === undefined ? (absentBound.get(kw) ?? "unbounded") : kw === "additionalProperties" ? "forbidden" : String(v);
  return { keyword: kw, before: show(c.before), after: show(c.after) };
}

export const isUpperBound = (c: Change) => c.args.keyword === "maximum" || c.args.keyword === "exclusiveMaximum";
export const isLowerBound = (c: Change) => c.args.keyword === "minimum" || c.args.keyword === "exclusiveMinimum";

/** `{method: "post", path: "/x"}` → `POST /x`. */
export function endpoint(value: unknown): string {
  const v = (value ?? {}) as { method?: string; path?: string };
  return `${(v.method ?? "").toUpperCase()} ${v.path ?? ""}`;
}

/** `x-rate-limit` as words: `tier L, steady 3500/m`. */
export function rateLabel(value: unknown): string {
  if (!value || typeof value !== "object") return "none";
  return Object.entries(value as Args)
    .filter(([k]) => k !== "scope")
    .map(([k, v]) => `${k} ${valueText(v)}`)
    .join(", ");
}

/** ` for `field`` when a filter operator change is about one field, else nothing. */
export function onField(c: Change): string {
  return typeof c.args.field === "string" ? ` for ${code(c.args.field)}` : "";
}

/**
 * The context of a diff whose rename candidates are confirmed by `confirmations`: a removed and an added property of
 * the same shape (diff/compare) are a confirmed rename only when a confirmation names them, an entry of
 * specs/diff-renames.yaml (the catalog's own words, e.g. 2023-10-15 "timestamp becomes consent_timestamp") or a
 * declared change, passed the same way. Only confirmations whose revision lies in the compared range are given.
 */
export function renameContext(confirmations: readonly RenameConfirmation[]): RuleContext {
  return {
    confirmRename(change: Change): string | undefined {
      if (change.kind !== "property-renamed") return undefined;
      const { schema } = describe(change.base ?? change.definition);
      return confirmations.find(
        (c) =>
          c.from === change.args.from && c.to === change.args.to && (c.schema === undefined || c.schema === schema),
      )?.change;
    },
  };
}

/** The arguments of a rename: the old path, the new name, and whether the catalog (or a declared change) confirms it. */
export function renamed(c: Change, context: RuleContext): Args {
  const by = context.confirmRename(c);
  return {
    ...propertyArgs(c, "base"),
    to: c.args.to,
    confirmed: by !== undefined,
    ...(by === undefined ? {} : { confirmedBy: by }),
    candidate: by === undefined ? " (a rename candidate: not confirmed by the catalog)" : "",
  };
}

/** A value one side may lack in a message (a format, a webhook's operationId): the value, or `none`. */
export function formatValues(c: Change): Args {
  // "changed from `uuid` to `none`" would read `none` as a format: a format added or removed is said so.
  const [was, is] = [c.before, c.after].map((v) => (v === undefined ? undefined : code(format(v))));
  const change = !is
    ? `was removed (it was ${was})`
    : !was
      ? `was set to ${is} (it had none)`
      : `changed from ${was} to ${is}`;
  return { before: c.before ?? "none", after: c.after ?? "none", change };
}

/**
 * A 2020-12 keyword change in a message: `added`, `removed`, or `changed` (with the values when they are numbers);
 * an anyOf/oneOf of `required` lists and size bounds (compare/schema.ts, alternatives) says them, `a | b + c`.
 */
export function keywordValues(c: Change): Args {
  if (c.args.alternatives) {
    const [was, is] = [c.before, c.after].map((v) => (v === undefined ? undefined : code(String(v))));
    const change = !was ? `added as ${is}` : !is ? `removed (it was ${was})` : `changed from ${was} to ${is}`;
    return { keyword: c.args.keyword, change };
  }
  const numbers = typeof c.before === "number" && typeof c.after === "number";
  const changed = numbers ? `changed from ${String(c.before)} to ${String(c.after)}` : "changed";
  const change = c.before === undefined ? "added" : c.after === undefined ? "removed" : changed;
  return { keyword: c.args.keyword, change };
}
