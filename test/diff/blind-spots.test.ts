/**
 * The blind spots of issue 18, one case each: a tiny base/revision pair of OpenAPI 3.1 documents written to a temp
 * folder and diffed as a user would (`diffSpecs` on two files), with the exact findings expected: rule id, severity,
 * sentence and the operations they are filed under. Expectations come from docs/severity.md and the rules' reasons;
 * every schema case runs in a request body (POST /x) and in a response body (GET /x), where the table says opposite
 * things: a keyword that appears narrows what a server accepts (breaking for a request) and what a client can receive
 * (safe for a response); one that goes is the other way round.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../generator/diff/index.js";
import { pairDiffer, sorted, type Want } from "./support.js";

type Json = Record<string, unknown>;
type Severity = Finding["severity"];

const { findings } = pairDiffer("blind-spots");

const doc = (paths: Json): Json => ({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
const json = (schema: Json, media = "application/json") => ({ [media]: { schema } });
const noContent = { "204": { description: "No content" } };
/** POST /x whose request body is `body`. */
const requestDoc = (body: Json, media?: string) =>
  doc({
    "/x": {
      post: { operationId: "x", requestBody: { required: true, content: json(body, media) }, responses: noContent },
    },
  });
/** GET /x whose 200 response is `body`. */
const responseDoc = (body: Json, media?: string) =>
  doc({ "/x": { get: { operationId: "x", responses: { "200": { description: "OK", content: json(body, media) } } } } });
/** A body object whose one property `p` is `schema`. */
const withP = (schema: Json): Json => ({ type: "object", properties: { p: schema } });

type Side = "request" | "response";
const at: Record<Side, string> = { request: "POST /x", response: "GET /x" };
const sideDoc: Record<Side, (body: Json, media?: string) => Json> = { request: requestDoc, response: responseDoc };

/* ------------------------------------------------------------------ JSON Schema 2020-12 keywords */

// docs/severity.md: a keyword that narrows what is accepted is breaking in a request and safe in a response; one that
// widens is safe in a request and dangerous in a response; a change that cannot be ordered ("changed") may reject
// payloads that passed (breaking) and no longer holds as promised for responses (dangerous).
type Effect = "tightened" | "relaxed" | "changed";
const keywordRule: Record<Side, Record<Effect, [string, Severity]>> = {
  request: {
    tightened: ["request-schema-keyword-tightened", "breaking"],
    changed: ["request-schema-keyword-tightened", "breaking"],
    relaxed: ["request-schema-keyword-relaxed", "safe"],
  },
  response: {
    tightened: ["response-schema-keyword-tightened", "safe"],
    changed: ["response-schema-keyword-relaxed", "dangerous"],
    relaxed: ["response-schema-keyword-relaxed", "dangerous"],
  },
};

interface KeywordCase {
  keyword: string;
  /** The schema of `p` without the keyword (or with its old value) and with it. */
  base: Json;
  revision: Json;
  /** `effect` of base → revision; the reverse pair is the opposite one (added ↔ removed). */
  effect: Effect;
  change?: string;
}

const array = { type: "array", items: { type: "string" } };
const object = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } };
const encoded = { type: "string", contentMediaType: "application/json" };
const cond = { if: { properties: { a: { const: "x" } }, required: ["a"] }, then: { required: ["b"] } };

/** A keyword added to `schema` (base → revision), and so removed in the reverse pair. */
const added = (keyword: string, schema: Json, value: unknown): KeywordCase => ({
  keyword,
  base: schema,
  revision: { ...schema, [keyword]: value },
  effect: "tightened",
});
/** A keyword whose value changes in a way that neither narrows nor widens for sure. */
const changed = (keyword: string, schema: Json, from: unknown, to: unknown): KeywordCase => ({
  keyword,
  base: { ...schema, [keyword]: from },
  revision: { ...schema, [keyword]: to },
  effect: "changed",
});

/** A count that narrows what is accepted (base → revision), and widens it back in the reverse pair. */
const tightened = (keyword: string, schema: Json, from: number, to: number): KeywordCase => ({
  ...changed(keyword, schema, from, to),
  effect: "tightened",
  change: `changed from ${from} to ${to}`,
});
const counting = { ...array, contains: { const: "x" } };

const keywordCases: KeywordCase[] = [
  added("contains", array, { const: "x" }),
  changed("contains", array, { const: "x" }, { const: "y" }),
  // minContains/maxContains only count with `contains` beside them.
  added("minContains", counting, 2),
  tightened("minContains", counting, 2, 3),
  added("maxContains", counting, 3),
  tightened("maxContains", counting, 3, 2),
  added("prefixItems", { type: "array" }, [{ type: "string" }, { type: "integer" }]),
  changed("prefixItems", { type: "array" }, [{ type: "string" }], [{ type: "integer" }]),
  added("dependentRequired", object, { a: ["b"] }),
  changed("dependentRequired", object, { a: ["b"] }, { b: ["a"] }),
  added("dependentSchemas", object, { a: { required: ["b"] } }),
  changed("dependentSchemas", object, { a: { required: ["b"] } }, { b: { required: ["a"] } }),
  // if/then/else, one keyword at a time: `then` or `else` only applies beside an `if`, an `if` only through them.
  added("if", { ...object, then: cond.then }, cond.if),
  added("then", { ...object, if: cond.if }, cond.then),
  added("else", { ...object, ...cond }, { required: ["a"] }),
  changed("if", { ...object, then: cond.then }, cond.if, { properties: { a: { const: "y" } }, required: ["a"] }),
  // A condition added or changed as a whole (`if` with its `then`) is one change, filed under `if`.
  { keyword: "if", base: object, revision: { ...object, ...cond }, effect: "tightened" },
  {
    keyword: "if",
    base: { ...object, ...cond },
    revision: { ...object, if: { required: ["b"] }, then: { required: ["a"] } },
    effect: "changed",
  },
  // `not` excludes what its schema matches: one that appears rejects those values.
  added("not", { type: "string" }, { const: "x" }),
  changed("not", { type: "string" }, { const: "x" }, { const: "y" }),
  added("patternProperties", { type: "object" }, { "^x-": { type: "string" } }),
  changed("patternProperties", { type: "object" }, { "^x-": { type: "string" } }, { "^x-": { type: "integer" } }),
  added("propertyNames", { type: "object" }, { pattern: "^[a-z]+$" }),
  changed("propertyNames", { type: "object" }, { pattern: "^[a-z]+$" }, { maxLength: 3 }),
  added("unevaluatedProperties", object, false),
  changed("unevaluatedProperties", object, false, { type: "string" }),
  added("unevaluatedItems", { type: "array", prefixItems: [{ type: "string" }] }, false),
  added("contentSchema", encoded, { type: "object", required: ["a"] }),
  changed("contentSchema", encoded, { type: "object" }, { type: "array" }),
  added("contentMediaType", { type: "string" }, "image/png"),
  changed("contentMediaType", { type: "string" }, "image/png", "image/jpeg"),
  added("contentEncoding", { type: "string" }, "base64"),
  changed("contentEncoding", { type: "string" }, "base64", "base32"),
];

// A keyword that restricts nothing, or applies only beside one that is not there, is no change either way.
describe.each<Side>(["request", "response"])("2020-12 keywords that restrict nothing, in a %s body", (side) => {
  it.each<[string, Json, Json]>([
    ["unevaluatedProperties: true", object, { ...object, unevaluatedProperties: true }],
    ["propertyNames: {}", { type: "object" }, { type: "object", propertyNames: {} }],
    ["dependentRequired: {}", object, { ...object, dependentRequired: {} }],
    ["prefixItems: []", { type: "array" }, { type: "array", prefixItems: [] }],
    ["minContains without contains", array, { ...array, minContains: 2 }],
    ["then without if", object, { ...object, then: cond.then }],
  ])("%s added", async (_name, base, revision) => {
    const make = sideDoc[side];
    expect(await findings(make(withP(base)), make(withP(revision)))).toEqual([]);
    expect(await findings(make(withP(revision)), make(withP(base)))).toEqual([]);
  });
});

const reverse: Record<Effect, Effect> = { tightened: "relaxed", relaxed: "tightened", changed: "changed" };

describe.each<Side>(["request", "response"])("2020-12 keywords in a %s body", (side) => {
  // Each case both ways: base → revision, and revision → base (added ↔ removed, a number changed back).
  const rows = keywordCases.flatMap((c) => {
    const forward = c.change ?? (c.effect === "changed" ? "changed" : "added");
    const back =
      c.change?.replace(/from (\d+) to (\d+)/, "from $2 to $1") ?? (c.effect === "changed" ? "changed" : "removed");
    return [
      { ...c, title: forward, label: forward },
      {
        ...c,
        base: c.revision,
        revision: c.base,
        effect: reverse[c.effect],
        title: back === "changed" ? "changed back" : back,
        label: back,
      },
    ];
  });
  it.each(rows)("$keyword $title", async ({ keyword, base, revision, effect, label }) => {
    const [id, severity] = keywordRule[side][effect];
    const message = `The \`${keyword}\` keyword of the \`p\` ${side} property of \`${at[side]}\` was ${label}.`;
    const make = sideDoc[side];
    expect(await findings(make(withP(base)), make(withP(revision)))).toEqual([[id, severity, message, [at[side]]]]);
  });
});

/* ------------------------------------------------------------------ const, nullable wrapping, allOf, x-extensible-enum */

interface SchemaCase {
  name: string;
  base: Json;
  revision: Json;
  /** The findings per side, as [id, severity, message]; the operation is the side's. */
  request: [string, Severity, string][];
  response: [string, Severity, string][];
}

const req = (text: string, property = "p") => `The \`${property}\` request property of \`POST /x\` ${text}`;
const res = (text: string, property = "p") => `The \`${property}\` response property of \`GET /x\` ${text}`;
const str = { type: "string" };
const ref = { $ref: "#/components/schemas/Name" };
const pet = (sound: string) => ({
  type: "object",
  required: ["name"],
  properties: { name: { type: "string" }, [sound]: { type: "boolean" } },
});
const components = {
  components: { schemas: { Name: { type: "string", maxLength: 10 }, Cat: pet("meows"), Dog: pet("barks") } },
};
const cat = { $ref: "#/components/schemas/Cat" };
const dog = { $ref: "#/components/schemas/Dog" };
/** An inline object alternative whose one property is `name`. */
const shape = (name: string) => ({ type: "object", properties: { [name]: { type: "string" } } });

const schemaCases: SchemaCase[] = [
  // `const` is a one-value enum: pinning a request value rejects the others; a response pinned returns fewer values.
  {
    name: "const added",
    base: str,
    revision: { ...str, const: "a" },
    request: [["request-property-became-enum", "breaking", req("now only accepts `a`.")]],
    response: [
      [
        "response-property-type-specialized",
        "safe",
        res('returns fewer kinds of values: `any value` became `one of "a"`.'),
      ],
    ],
  },
  {
    name: "const removed",
    base: { ...str, const: "a" },
    revision: str,
    request: [
      ["request-property-type-generalized", "safe", req('accepts more values: `one of "a"` became `any value`.')],
    ],
    // Any value may now come back: as an enum value added, the client's switch or literal type meets values it
    // does not handle; the wire type is unchanged (dangerous, not a type change).
    response: [["response-property-enum-value-added", "dangerous", res("can now also be any value.")]],
  },
  {
    name: "const changed",
    base: { ...str, const: "a" },
    revision: { ...str, const: "b" },
    request: [
      ["request-property-enum-value-added", "safe", req("now also accepts `b`.")],
      ["request-property-enum-value-removed", "breaking", req("no longer accepts `a`.")],
    ],
    response: [
      ["response-property-enum-value-added", "dangerous", res("can now also be `b`.")],
      ["response-property-enum-value-removed", "safe", res("is no longer `a`.")],
    ],
  },
  // `const: null` (like `enum: [null]`) allows only null: the same schema as `type: "null"`, not "any value".
  ...[
    ["const: null", { const: null }],
    ["enum: [null]", { enum: [null] }],
  ].map(([how, onlyNull]): SchemaCase => ({
    name: `type null written as ${how as string}`,
    base: { type: "null" },
    revision: onlyNull as Json,
    request: [],
    response: [],
  })),
  {
    name: "a string property made const: null",
    base: str,
    revision: { const: null },
    request: [
      [
        "request-property-type-changed",
        "breaking",
        "The type of the `p` request property of `POST /x` changed from `string` to `null`.",
      ],
      ["request-property-type-generalized", "safe", req("accepts more values: `not null` became `nullable`.")],
    ],
    response: [
      ["response-property-became-nullable", "dangerous", res("can now be null.")],
      [
        "response-property-type-changed",
        "breaking",
        "The type of the `p` response property of `GET /x` changed from `string` to `null`.",
      ],
    ],
  },
  // Nullable wrapping, in every spelling: a response that may now hold null is a type-level change (dangerous); a
  // request that now also accepts null accepts everything it did (safe); unwrapping is the reverse.
  ...[
    ["oneOf with null", { oneOf: [str, { type: "null" }] }],
    ["anyOf with null", { anyOf: [str, { type: "null" }] }],
    ["a type list with null", { type: ["string", "null"] }],
  ].map(([how, wrapped]): SchemaCase => ({
    name: `wrapped: ${how as string}`,
    base: str,
    revision: wrapped as Json,
    request: [["request-property-type-generalized", "safe", req("accepts more values: `not null` became `nullable`.")]],
    response: [["response-property-became-nullable", "dangerous", res("can now be null.")]],
  })),
  {
    name: "wrapped: a $ref in oneOf with null",
    base: ref,
    revision: { oneOf: [ref, { type: "null" }] },
    request: [["request-property-type-generalized", "safe", req("accepts more values: `not null` became `nullable`.")]],
    response: [["response-property-became-nullable", "dangerous", res("can now be null.")]],
  },
  {
    name: "unwrapped: oneOf with null becomes the schema alone",
    base: { oneOf: [str, { type: "null" }] },
    revision: str,
    request: [
      [
        "request-property-became-non-nullable",
        "breaking",
        "The `p` request property of `POST /x` no longer accepts null.",
      ],
    ],
    response: [
      [
        "response-property-type-specialized",
        "safe",
        res("returns fewer kinds of values: `nullable` became `not null`."),
      ],
    ],
  },
  // allOf: every member must hold, so of two bounds the stricter is the one enforced, and a change of it is reported
  // as that constraint. A member whose constraint the merged schema cannot show (a second pattern beside the first)
  // is reported as a member; one whose bounds the others already imply changes nothing.
  {
    name: "allOf member added with a stricter bound than the others",
    base: { allOf: [{ type: "string", maxLength: 10 }] },
    revision: { allOf: [{ type: "string", maxLength: 10 }, { maxLength: 5 }] },
    request: [
      [
        "request-property-constraint-tightened",
        "breaking",
        "The `maxLength` constraint of the `p` request property of `POST /x` was tightened from `10` to `5`.",
      ],
    ],
    response: [
      [
        "response-property-constraint-tightened",
        "safe",
        "The `maxLength` constraint of the `p` response property of `GET /x` was tightened from `10` to `5`.",
      ],
    ],
  },
  {
    name: "allOf member removed that had the stricter bound",
    base: { allOf: [{ type: "string", maxLength: 10 }, { maxLength: 5 }] },
    revision: { allOf: [{ type: "string", maxLength: 10 }] },
    request: [
      [
        "request-property-constraint-relaxed",
        "safe",
        "The `maxLength` constraint of the `p` request property of `POST /x` was relaxed from `5` to `10`.",
      ],
    ],
    response: [
      [
        "response-property-constraint-relaxed",
        "dangerous",
        "The `maxLength` constraint of the `p` response property of `GET /x` was relaxed from `5` to `10`.",
      ],
    ],
  },
  {
    name: "allOf member added (a second pattern, which the merged schema cannot show)",
    base: { allOf: [{ type: "string", pattern: "^[a-z]+$" }] },
    revision: { allOf: [{ type: "string", pattern: "^[a-z]+$" }, { pattern: "^.{0,5}$" }] },
    request: [
      [
        "request-schema-all-of-added",
        "breaking",
        "An `allOf` member (`inline`) of the `p` request property of `POST /x` was added.",
      ],
    ],
    response: [
      [
        "response-schema-all-of-added",
        "safe",
        "An `allOf` member (`inline`) of the `p` response property of `GET /x` was added.",
      ],
    ],
  },
  {
    name: "allOf member removed (a second pattern, which the merged schema cannot show)",
    base: { allOf: [{ type: "string", pattern: "^[a-z]+$" }, { pattern: "^.{0,5}$" }] },
    revision: { allOf: [{ type: "string", pattern: "^[a-z]+$" }] },
    request: [
      [
        "request-schema-all-of-removed",
        "safe",
        "An `allOf` member (`inline`) of the `p` request property of `POST /x` was removed.",
      ],
    ],
    response: [
      [
        "response-schema-all-of-removed",
        "dangerous",
        "An `allOf` member (`inline`) of the `p` response property of `GET /x` was removed.",
      ],
    ],
  },
  {
    name: "allOf member added that only adds a constraint",
    base: { allOf: [{ type: "string" }] },
    revision: { allOf: [{ type: "string" }, { maxLength: 5 }] },
    request: [
      [
        "request-property-constraint-tightened",
        "breaking",
        "The `maxLength` constraint of the `p` request property of `POST /x` was tightened from `unbounded` to `5`.",
      ],
    ],
    response: [
      [
        "response-property-constraint-tightened",
        "safe",
        "The `maxLength` constraint of the `p` response property of `GET /x` was tightened from `unbounded` to `5`.",
      ],
    ],
  },
  {
    name: "allOf member removed that only had a constraint",
    base: { allOf: [{ type: "string" }, { maxLength: 5 }] },
    revision: { allOf: [{ type: "string" }] },
    request: [
      [
        "request-property-constraint-relaxed",
        "safe",
        "The `maxLength` constraint of the `p` request property of `POST /x` was relaxed from `5` to `unbounded`.",
      ],
    ],
    response: [
      [
        "response-property-constraint-relaxed",
        "dangerous",
        "The `maxLength` constraint of the `p` response property of `GET /x` was relaxed from `5` to `unbounded`.",
      ],
    ],
  },
  {
    name: "allOf member added by $ref with a stricter bound",
    base: { allOf: [{ type: "string", maxLength: 20 }] },
    revision: { allOf: [{ type: "string", maxLength: 20 }, ref] },
    request: [
      [
        "request-property-constraint-tightened",
        "breaking",
        "The `maxLength` constraint of the `p` request property of `POST /x` was tightened from `20` to `10`.",
      ],
    ],
    response: [
      [
        "response-property-constraint-tightened",
        "safe",
        "The `maxLength` constraint of the `p` response property of `GET /x` was tightened from `20` to `10`.",
      ],
    ],
  },
  {
    name: "allOf member added by $ref whose bound the others already imply",
    base: { allOf: [{ type: "string", maxLength: 5 }] },
    revision: { allOf: [{ type: "string", maxLength: 5 }, ref] },
    request: [],
    response: [],
  },
  {
    name: "allOf member added that only makes a property required",
    base: { allOf: [object] },
    revision: { allOf: [object, { required: ["a"] }] },
    request: [["request-property-became-required", "breaking", req("became required.", "p.a")]],
    response: [["response-property-became-required", "safe", res("became required.", "p.a")]],
  },
  // x-extensible-enum: other values may come anyway, so only a known value dropped from a request matters.
  {
    name: "x-extensible-enum value added",
    base: { ...str, "x-extensible-enum": ["a", "b"] },
    revision: { ...str, "x-extensible-enum": ["a", "b", "c"] },
    request: [
      [
        "x-extensible-enum-changed",
        "safe",
        "The known values (x-extensible-enum) of the `p` property of `POST /x` gained `c`.",
      ],
    ],
    response: [
      [
        "x-extensible-enum-changed",
        "safe",
        "The known values (x-extensible-enum) of the `p` property of `GET /x` gained `c`.",
      ],
    ],
  },
  {
    name: "a closed enum becomes an x-extensible-enum",
    base: { ...str, enum: ["a", "b"] },
    revision: { ...str, "x-extensible-enum": ["a", "b"] },
    request: [
      ["request-property-type-generalized", "safe", req('accepts more values: `one of "a", "b"` became `any value`.')],
    ],
    response: [["response-property-enum-value-added", "dangerous", res("can now also be any value.")]],
  },
  {
    name: "x-extensible-enum value removed",
    base: { ...str, "x-extensible-enum": ["a", "b"] },
    revision: { ...str, "x-extensible-enum": ["a"] },
    request: [
      [
        "request-property-x-extensible-enum-value-removed",
        "breaking",
        req("no longer lists `b` as a known value (x-extensible-enum)."),
      ],
    ],
    response: [
      [
        "x-extensible-enum-changed",
        "safe",
        "The known values (x-extensible-enum) of the `p` property of `GET /x` lost `b`.",
      ],
    ],
  },
];

/** Runs every case in a request body and in a response body: exactly the side's findings, filed under its operation. */
function schemaTable(title: string, cases: SchemaCase[]): void {
  describe.each<Side>(["request", "response"])(`${title} in a %s body`, (side) => {
    it.each(cases)("$name", async (c) => {
      const make = (schema: Json) => ({ ...sideDoc[side](withP(schema)), ...components });
      const want = c[side].map(([id, severity, message]): Want => [id, severity, message, [at[side]]]);
      expect(await findings(make(c.base), make(c.revision))).toEqual(sorted(want));
    });
  });
}

schemaTable("schema changes", schemaCases);

/* ------------------------------------------------------------------ a property only a removed oneOf branch had */

// Request: payloads in the removed shape are rejected, and the property with it (breaking both). Response: fewer
// shapes break no reader (safe), but code that reads the property finds nothing any more (dangerous).
const withBranch: Record<Side, [string, Severity]> = {
  request: ["request-property-removed-with-branch", "breaking"],
  response: ["response-property-removed-with-branch", "dangerous"],
};
const branchGone: Record<Side, [string, Severity]> = {
  request: ["request-schema-branch-removed", "breaking"],
  response: ["response-schema-branch-removed", "safe"],
};
/** The two findings of the `branch` alternative of `p` removed with `property` (of `schema`), which only it had. */
const branchRemoved = (side: Side, property: string, schema: string, branch: string, combinator: string) =>
  [
    [
      ...withBranch[side],
      `The \`${property}\` ${side} property of \`${schema}\` was removed with the \`${branch}\` alternative (${combinator}) that alone had it.`,
    ],
    [
      ...branchGone[side],
      `The \`${branch}\` alternative (${combinator}) of the \`p\` ${side} property of \`${at[side]}\` was removed.`,
    ],
  ] as [string, Severity, string][];

const branchCases: SchemaCase[] = [
  ...(
    [
      ["the last of three inline alternatives", "oneOf", ["a", "b", "c"], ["a", "b"], "c"],
      ["the middle one of three inline alternatives", "oneOf", ["a", "b", "c"], ["a", "c"], "b"],
      ["one of two inline alternatives, the other left alone", "oneOf", ["a", "b"], ["a"], "b"],
      ["the middle one of three inline anyOf alternatives", "anyOf", ["a", "b", "c"], ["a", "c"], "b"],
    ] as const
  ).map(([how, combinator, before, after, gone]): SchemaCase => ({
    name: how,
    base: { [combinator]: before.map(shape) },
    revision: { [combinator]: after.map(shape) },
    request: branchRemoved("request", `p.${gone}`, at.request, "object", combinator),
    response: branchRemoved("response", `p.${gone}`, at.response, "object", combinator),
  })),
  {
    name: "a $ref alternative of two",
    base: { oneOf: [cat, dog] },
    revision: { oneOf: [cat] },
    request: branchRemoved("request", "barks", "Dog", "Dog", "oneOf"),
    response: branchRemoved("response", "barks", "Dog", "Dog", "oneOf"),
  },
];

schemaTable("oneOf/anyOf alternatives removed", branchCases);

/* ------------------------------------------------------------------ media type parameters */

describe.each<Side>(["request", "response"])("media type parameters of a %s body", (side) => {
  // A server matching the Content-Type exactly may refuse the old one, a client's exact Accept may get 406, and a
  // profile may change what the body means: dangerous either way (docs/severity.md).
  const id =
    side === "request" ? "request-body-media-type-parameters-changed" : "response-media-type-parameters-changed";
  const what = side === "request" ? "request body" : "response media type of status 200";
  it.each<[string, string, string, boolean]>([
    ["a charset changed", "application/json; charset=utf-8", "application/json; charset=latin1", true],
    ["a profile added", "application/json", "application/json; profile=https://example.com/v2", true],
    [
      "a profile changed",
      "application/json; profile=https://example.com/v1",
      "application/json; profile=https://example.com/v2",
      true,
    ],
    [
      "the same parameters in another order and case",
      "application/json; a=1; b=2",
      "Application/JSON; B=2; A=1",
      false,
    ],
  ])("%s", async (_, before, after, reported) => {
    const make = (media: string) => sideDoc[side]({ type: "object" }, media);
    const message = `The parameters of the \`application/json\` ${what} changed from \`${before}\` to \`${after}\`.`;
    expect(await findings(make(before), make(after))).toEqual(reported ? [[id, "dangerous", message, [at[side]]]] : []);
  });
});

/* ------------------------------------------------------------------ operations: moved, renamed, expanded */

const ok = { "200": { description: "OK", content: json({ type: "object" }) } };
const get = (operationId: string, more: Json = {}) => ({ get: { operationId, responses: ok, ...more } });
const kind = (values: string[]) => ({
  parameters: [{ name: "kind", in: "path", required: true, schema: { type: "string", enum: values } }],
});

describe("operations", () => {
  it.each<[string, Json, Json, Want[]]>([
    [
      // Calls to the old path fail (breaking); what else changed is filed under the path the operation now has.
      "a moved operation's findings are filed under its new path",
      doc({
        "/old": get("list_items", {
          parameters: [{ name: "page", in: "query", schema: { type: "integer" } }],
        }),
      }),
      doc({ "/new": get("list_items") }),
      [
        [
          "api-operation-moved",
          "breaking",
          "The operation `list_items` moved from `GET /old` to `GET /new`.",
          ["GET /new"],
        ],
        ["request-parameter-removed", "breaking", "The query parameter `page` was removed.", ["GET /new"]],
      ],
    ],
    [
      // The call is the same; the generated function's name is not (dangerous).
      "an operationId change on the same method and path",
      doc({ "/items": get("get_items") }),
      doc({ "/items": get("list_items") }),
      [
        [
          "api-operation-id-changed",
          "dangerous",
          "The operationId of `GET /items` changed from `get_items` to `list_items`.",
          ["GET /items"],
        ],
      ],
    ],
    [
      // `/items/{kind}` with kind one of a, b is the calls `/items/a` and `/items/b`: no removal, only new names.
      "an enum path parameter expanded into its concrete paths",
      doc({ "/items/{kind}": get("get_kind", kind(["a", "b"])) }),
      doc({ "/items/a": get("get_a"), "/items/b": get("get_b") }),
      [
        [
          "api-operation-id-changed",
          "dangerous",
          "The operationId of `GET /items/a` changed from `get_kind` to `get_a`.",
          ["GET /items/a"],
        ],
        [
          "api-operation-id-changed",
          "dangerous",
          "The operationId of `GET /items/b` changed from `get_kind` to `get_b`.",
          ["GET /items/b"],
        ],
      ],
    ],
    [
      "concrete paths folded into an enum path parameter",
      doc({ "/items/a": get("get_kind"), "/items/b": get("get_b") }),
      doc({ "/items/{kind}": get("get_kind", kind(["a", "b"])) }),
      [
        [
          "api-operation-id-changed",
          "dangerous",
          "The operationId of `GET /items/{kind}` changed from `get_b` to `get_kind`.",
          ["GET /items/{kind}"],
        ],
      ],
    ],
    [
      // A value without its concrete path is a call that no longer exists.
      "an enum value without its concrete path leaves the operation removed",
      doc({ "/items/{kind}": get("get_kind", kind(["a", "b", "c"])) }),
      doc({ "/items/a": get("get_a"), "/items/b": get("get_b") }),
      [
        [
          "api-removed-without-deprecation",
          "breaking",
          "The operation `GET /items/{kind}` was removed without being deprecated first.",
          ["GET /items/{kind}"],
        ],
        ["endpoint-added", "safe", "The operation `GET /items/a` was added.", ["GET /items/a"]],
        ["endpoint-added", "safe", "The operation `GET /items/b` was added.", ["GET /items/b"]],
      ],
    ],
  ])("%s", async (_, base, revision, want) => {
    expect(await findings(base, revision)).toEqual(sorted(want));
  });
});
