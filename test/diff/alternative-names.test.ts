/**
 * How a message names one alternative of a oneOf/anyOf. A branch without a `type` was "A `any` alternative" (found on
 * GHES spec pairs): a wrong article, and `any` is no type the spec wrote. It is now "An alternative without a type",
 * or named by the value it pins (`const`, `enum`); a typed one takes the article its name needs ("An `integer`").
 */
import { expect, it } from "vitest";
import { onePropertyDoc, pairDiffer } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("alternative-names");

/** POST /x whose JSON request and 200 response are objects with one property `v` of schema `v`. */
const doc = (v: Json): Json => onePropertyDoc("v", v);
const messages = async (a: Json, b: Json) => (await findings(a, b)).map(([id, , message]) => `${id}: ${message}`);
const str = { type: "string" };
const bool = { type: "boolean" };

it("an alternative without a type is said to be one, not an `any` alternative", async () => {
  const untyped = { description: "anything", minLength: 1 };
  expect(await messages(doc({ anyOf: [str, bool] }), doc({ anyOf: [str, bool, untyped] }))).toEqual([
    "request-schema-branch-added: An alternative without a type (anyOf) was added to the `v` request property of `POST /x`.",
    "response-schema-branch-added: An alternative without a type (anyOf) was added to the `v` response property of `POST /x`.",
  ]);
  expect(await messages(doc({ anyOf: [str, bool, untyped] }), doc({ anyOf: [str, bool] }))).toEqual([
    "request-schema-branch-removed: The alternative without a type (anyOf) of the `v` request property of `POST /x` was removed.",
    "response-schema-branch-removed: The alternative without a type (anyOf) of the `v` response property of `POST /x` was removed.",
  ]);
});

it("an untyped alternative that pins a value is named by it", async () => {
  const [one, two] = [{ const: "none" }, { enum: ["a", "b"] }];
  expect(await messages(doc({ oneOf: [str, bool] }), doc({ oneOf: [str, bool, one] }))).toEqual([
    'request-schema-branch-added: A `const: "none"` alternative (oneOf) was added to the `v` request property of `POST /x`.',
    'response-schema-branch-added: A `const: "none"` alternative (oneOf) was added to the `v` response property of `POST /x`.',
  ]);
  expect(await messages(doc({ oneOf: [str, bool] }), doc({ oneOf: [str, bool, two] }))).toEqual([
    'request-schema-branch-added: An `enum: ["a","b"]` alternative (oneOf) was added to the `v` request property of `POST /x`.',
    'response-schema-branch-added: An `enum: ["a","b"]` alternative (oneOf) was added to the `v` response property of `POST /x`.',
  ]);
});

it("a typed alternative takes the article of its name", async () => {
  expect(await messages(doc({ oneOf: [str, bool] }), doc({ oneOf: [str, bool, { type: "integer" }] }))).toEqual([
    "request-schema-branch-added: An `integer` alternative (oneOf) was added to the `v` request property of `POST /x`.",
    "response-schema-branch-added: An `integer` alternative (oneOf) was added to the `v` response property of `POST /x`.",
  ]);
});
