/**
 * `allOf` means every member holds, so a schema written as an `allOf` accepts what the members accept together: two
 * members' enums allow the values both list, two members' types the types both allow (an integer is a number). A
 * change in any member, not only the first that says a keyword, must be reported as the same change of the schema
 * written as one, at the severity docs/severity.md gives it. Each case is a small pair diffed as a user does, in a
 * request body (POST /x) and in a response body (GET /x), where the table says opposite things.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../generator/diff/index.js";
import { pairDiffer, sorted, type Want } from "./support.js";

type Json = Record<string, unknown>;
type Severity = Finding["severity"];
type Side = "request" | "response";

const { findings } = pairDiffer("all-of-merge");

const doc = (operation: Json): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: { "/x": operation },
});
const content = (p: Json) => ({ "application/json": { schema: { type: "object", properties: { p } } } });
/** A document whose one operation carries a body object whose one property `p` is `schema`, on `side`. */
const make: Record<Side, (p: Json) => Json> = {
  request: (p) =>
    doc({
      post: {
        operationId: "x",
        requestBody: { required: true, content: content(p) },
        responses: { "204": { description: "No content" } },
      },
    }),
  response: (p) => doc({ get: { operationId: "x", responses: { "200": { description: "OK", content: content(p) } } } }),
};
const at: Record<Side, string> = { request: "POST /x", response: "GET /x" };
const req = (text: string, property = "p") => `The \`${property}\` request property of \`POST /x\` ${text}`;
const res = (text: string, property = "p") => `The \`${property}\` response property of \`GET /x\` ${text}`;
const member = (side: Side, change: "added" | "removed") =>
  `An \`allOf\` member (\`inline\`) of the \`p\` ${side} property of \`${at[side]}\` was ${change}.`;

const tightened = (side: Side) =>
  `The \`maxLength\` constraint of the \`p\` ${side} property of \`${at[side]}\` was tightened from \`5\` to \`4\`.`;

const formatChanged = (side: Side) =>
  `The format of the \`p\` ${side} property of \`${at[side]}\` changed from \`date\` to \`date-time\`.`;

interface Case {
  name: string;
  base: Json;
  revision: Json;
  /** The same pair written without `allOf`, when there is one: it must give the same findings. */
  flat?: [Json, Json];
  request: [string, Severity, string][];
  response: [string, Severity, string][];
}

const str = { type: "string" };
const objectOf = (properties: Json) => ({ type: "object", properties });
const abc = { ...str, enum: ["a", "b", "c"] };

const cases: Case[] = [
  {
    name: "a value dropped from the enum of the second member",
    base: { allOf: [abc, { enum: ["a", "b"] }] },
    revision: { allOf: [abc, { enum: ["a"] }] },
    flat: [
      { ...str, enum: ["a", "b"] },
      { ...str, enum: ["a"] },
    ],
    request: [["request-property-enum-value-removed", "breaking", req("no longer accepts `b`.")]],
    response: [["response-property-enum-value-removed", "safe", res("is no longer `b`.")]],
  },
  {
    name: "a value added to the enum of the second member",
    base: { allOf: [abc, { enum: ["a"] }] },
    revision: { allOf: [abc, { enum: ["a", "b"] }] },
    flat: [
      { ...str, enum: ["a"] },
      { ...str, enum: ["a", "b"] },
    ],
    request: [["request-property-enum-value-added", "safe", req("now also accepts `b`.")]],
    response: [["response-property-enum-value-added", "dangerous", res("can now also be `b`.")]],
  },
  {
    // `c` was never allowed: the second member did not list it. Nothing changes for a caller.
    name: "a value the other member never allowed dropped from the first member's enum",
    base: { allOf: [abc, { enum: ["a", "b"] }] },
    revision: { allOf: [{ ...str, enum: ["a", "b"] }, { enum: ["a", "b"] }] },
    request: [],
    response: [],
  },
  {
    name: "the second member's type widened from integer to number",
    base: { allOf: [{ type: "number" }, { type: "integer" }] },
    revision: { allOf: [{ type: "number" }, { type: "number" }] },
    flat: [{ type: "integer" }, { type: "number" }],
    request: [["request-property-type-generalized", "safe", req("accepts more values: `integer` became `number`.")]],
    response: [
      [
        "response-property-type-changed",
        "breaking",
        "The type of the `p` response property of `GET /x` changed from `integer` to `number`.",
      ],
    ],
  },
  {
    name: "the second member's type moved to the other type the first allows",
    base: { allOf: [{ type: ["integer", "string"] }, { type: "string" }] },
    revision: { allOf: [{ type: ["integer", "string"] }, { type: "integer" }] },
    flat: [{ type: "string" }, { type: "integer" }],
    request: [
      [
        "request-property-type-changed",
        "breaking",
        "The type of the `p` request property of `POST /x` changed from `string` to `integer`.",
      ],
    ],
    response: [
      [
        "response-property-type-changed",
        "breaking",
        "The type of the `p` response property of `GET /x` changed from `string` to `integer`.",
      ],
    ],
  },
  {
    name: "the second member's format changed, the first saying none",
    base: { allOf: [str, { format: "date" }] },
    revision: { allOf: [str, { format: "date-time" }] },
    flat: [
      { ...str, format: "date" },
      { ...str, format: "date-time" },
    ],
    request: [["request-property-format-changed", "dangerous", formatChanged("request")]],
    response: [["response-property-format-changed", "dangerous", formatChanged("response")]],
  },
  {
    // Two formats cannot be made one: the second member's is reported as that member, replaced.
    name: "the second member's format changed beside the first member's own",
    base: { allOf: [{ ...str, format: "date-time" }, { format: "date" }] },
    revision: { allOf: [{ ...str, format: "date-time" }, { format: "uuid" }] },
    request: [
      ["request-schema-all-of-added", "breaking", member("request", "added")],
      ["request-schema-all-of-removed", "safe", member("request", "removed")],
    ],
    response: [
      ["response-schema-all-of-added", "safe", member("response", "added")],
      ["response-schema-all-of-removed", "dangerous", member("response", "removed")],
    ],
  },
  {
    name: "the second member's pattern changed beside the first member's own",
    base: { allOf: [{ ...str, pattern: "^a" }, { pattern: "^.{0,5}$" }] },
    revision: { allOf: [{ ...str, pattern: "^a" }, { pattern: "^.{0,3}$" }] },
    request: [
      ["request-schema-all-of-added", "breaking", member("request", "added")],
      ["request-schema-all-of-removed", "safe", member("request", "removed")],
    ],
    response: [
      ["response-schema-all-of-added", "safe", member("response", "added")],
      ["response-schema-all-of-removed", "dangerous", member("response", "removed")],
    ],
  },
  {
    // The second pattern is the same on both sides: only the bound beside it changed.
    name: "a bound changed in a member whose second pattern did not",
    base: {
      allOf: [
        { ...str, pattern: "^a" },
        { pattern: "^b", maxLength: 5 },
      ],
    },
    revision: {
      allOf: [
        { ...str, pattern: "^a" },
        { pattern: "^b", maxLength: 4 },
      ],
    },
    flat: [
      { ...str, pattern: "^a", maxLength: 5 },
      { ...str, pattern: "^a", maxLength: 4 },
    ],
    request: [["request-property-constraint-tightened", "breaking", tightened("request")]],
    response: [["response-property-constraint-tightened", "safe", tightened("response")]],
  },
  {
    // Every declaration of a property holds: the second member's narrows the first's.
    name: "a property that two members declare, its second declaration's enum narrowed",
    base: { allOf: [objectOf({ kind: { ...str } }), objectOf({ kind: { enum: ["a", "b"] } })] },
    revision: { allOf: [objectOf({ kind: { ...str } }), objectOf({ kind: { enum: ["a"] } })] },
    flat: [objectOf({ kind: { ...str, enum: ["a", "b"] } }), objectOf({ kind: { ...str, enum: ["a"] } })],
    request: [["request-property-enum-value-removed", "breaking", req("no longer accepts `b`.", "p.kind")]],
    response: [["response-property-enum-value-removed", "safe", res("is no longer `b`.", "p.kind")]],
  },
  {
    name: "the items of an array that two members declare, the second's enum narrowed",
    base: { allOf: [{ type: "array", items: str }, { items: { enum: ["a", "b"] } }] },
    revision: { allOf: [{ type: "array", items: str }, { items: { enum: ["a"] } }] },
    flat: [
      { type: "array", items: { ...str, enum: ["a", "b"] } },
      { type: "array", items: { ...str, enum: ["a"] } },
    ],
    request: [["request-property-enum-value-removed", "breaking", req("no longer accepts `b`.", "p[]")]],
    response: [["response-property-enum-value-removed", "safe", res("is no longer `b`.", "p[]")]],
  },
  {
    // null passes only where every member allows it
    name: "one member made nullable beside one that is not",
    base: { allOf: [str, { ...str, maxLength: 5 }] },
    revision: { allOf: [{ type: ["string", "null"] }, { ...str, maxLength: 5 }] },
    flat: [
      { ...str, maxLength: 5 },
      { ...str, maxLength: 5 },
    ],
    request: [],
    response: [],
  },
  {
    name: "both members made nullable",
    base: { allOf: [str, { ...str, maxLength: 5 }] },
    revision: { allOf: [{ type: ["string", "null"] }, { type: ["string", "null"], maxLength: 5 }] },
    flat: [
      { ...str, maxLength: 5 },
      { type: ["string", "null"], maxLength: 5 },
    ],
    request: [["request-property-type-generalized", "safe", req("accepts more values: `not null` became `nullable`.")]],
    response: [["response-property-became-nullable", "dangerous", res("can now be null.")]],
  },
  {
    // OpenAPI 3.0's `nullable: true` beside an `allOf` makes the schema nullable, as generated types read it.
    name: "`nullable: true` beside the members",
    base: { ...str, allOf: [{ ...str, maxLength: 5 }] },
    revision: { ...str, nullable: true, allOf: [{ ...str, maxLength: 5 }] },
    flat: [
      { ...str, maxLength: 5 },
      { ...str, nullable: true, maxLength: 5 },
    ],
    request: [["request-property-type-generalized", "safe", req("accepts more values: `not null` became `nullable`.")]],
    response: [["response-property-became-nullable", "dangerous", res("can now be null.")]],
  },
];

describe.each<Side>(["request", "response"])("allOf members in a %s body", (side) => {
  it.each(cases)("$name", async (c) => {
    const want = sorted(c[side].map(([id, severity, message]): Want => [id, severity, message, [at[side]]]));
    expect(await findings(make[side](c.base), make[side](c.revision))).toEqual(want);
    if (c.flat) expect(await findings(make[side](c.flat[0]), make[side](c.flat[1]))).toEqual(want);
  });
});

/* ------------------------------------------------------------------ the order of the members */

// `allOf` is a conjunction: listing its members in another order changes nothing, also where two members say what
// cannot be made one (two patterns, two formats, two `not`s, two types with nothing in common).
const reordered: [string, Json[]][] = [
  ["two patterns", [{ ...str, pattern: "^a" }, { pattern: "^b" }]],
  ["two formats", [{ ...str, format: "date" }, { format: "uuid" }]],
  ["two types with nothing in common", [str, { type: "integer" }]],
  ["two `not`s", [{ ...str, not: { const: "a" } }, { not: { const: "b" } }]],
  ["two enums", [abc, { enum: ["c", "b"] }]],
  ["a property two members declare", [objectOf({ a: str }), objectOf({ a: { maxLength: 3 } })]],
  ["an array's items two members declare", [{ type: "array", items: str }, { items: { maxLength: 3 } }]],
  ["a nullable member beside one that is not", [{ type: ["string", "null"] }, str]],
  [
    "a property two members declare, nullable in one",
    [objectOf({ a: { ...str, nullable: true } }), objectOf({ a: str })],
  ],
];

describe.each<Side>(["request", "response"])("allOf members listed in another order in a %s body", (side) => {
  it.each(reordered)("%s: no finding", async (_, members) => {
    const [base, revision] = [{ allOf: members }, { allOf: [...members].reverse() }].map(make[side]);
    expect(await findings(base, revision)).toEqual([]);
  });
});

/* ------------------------------------------------------------------ where a declaration's change is reported */

// A property that several members declare is compared as all its declarations; each finding names and links the
// declaration that changed (not the first that declares the property), and what the declarations say that cannot be
// made one (a second type with none in common, a second pattern) is compared declaration by declaration: each member
// is a component or inline beside a `$ref` to one, as published documents write them.
describe("a property that two members declare", () => {
  const { report } = pairDiffer("all-of-declarations");
  const pet = (name: Json): Json => ({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/pets": {
        post: {
          operationId: "createPet",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
          responses: { "204": { description: "No content" } },
        },
      },
    },
    components: {
      schemas: {
        Base: objectOf({ id: str, name: { ...str, pattern: "^a" } }),
        Pet: { allOf: [{ $ref: "#/components/schemas/Base" }, objectOf({ name })] },
      },
    },
  });
  const second = "#/components/schemas/Pet/allOf/1/properties/name";
  const cases: [string, Json, Json, string, Severity, string][] = [
    [
      "a bound of the second declaration relaxed",
      { maxLength: 10 },
      {},
      "request-property-constraint-relaxed",
      "safe",
      "The `maxLength` constraint of the `name` request property of `Pet` was relaxed from `10` to `unbounded`.",
    ],
    [
      "the second declaration given a type no other allows",
      str,
      { type: "integer" },
      "request-property-type-changed",
      "breaking",
      "The type of the `name` request property of `Pet` changed from `string` to `integer`.",
    ],
    [
      "a second pattern added in the second declaration",
      str,
      { ...str, pattern: "^ab" },
      "request-property-constraint-tightened",
      "breaking",
      "The `pattern` constraint of the `name` request property of `Pet` was tightened from `none` to `^ab`.",
    ],
  ];
  it.each(cases)("%s: reported at that declaration", async (_, before, after, id, severity, message) => {
    const { findings } = await report(pet(before), pet(after));
    expect(findings.map((f) => [f.id, f.severity, f.message, f.definition.pointer])).toEqual([
      [id, severity, message, second],
    ]);
  });

  // A declaration one side lacks is no place both sides have: the finding stays at the property's first declaration,
  // and says nothing of one schema replacing another.
  const first = "#/components/schemas/Base/properties/name";
  const oneSided: [string, Json | undefined, Json | undefined, string][] = [
    [
      "the second declaration, with a bound, removed",
      { maxLength: 10 },
      undefined,
      "The `maxLength` constraint of the `name` request property of `Base` was relaxed from `10` to `unbounded`.",
    ],
    [
      "a second declaration with a bound added",
      undefined,
      { maxLength: 10 },
      "The `maxLength` constraint of the `name` request property of `Base` was tightened from `unbounded` to `10`.",
    ],
    [
      "a second declaration with a type no other allows added",
      undefined,
      { type: "integer" },
      "The type of the `name` request property of `Base` changed from `string` to `integer`.",
    ],
  ];
  it.each(oneSided)("%s: reported at the first declaration", async (_, before, after, message) => {
    const { findings } = await report(pet(before as Json), pet(after as Json));
    expect(findings.map((f) => [f.message, f.definition.pointer])).toEqual([[message, first]]);
  });
});
