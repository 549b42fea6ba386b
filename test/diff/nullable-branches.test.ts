/**
 * A nullable schema whose alternatives grow or shrink to one: `anyOf: [string, null]` (as FastAPI writes an
 * `Optional[str]`) becoming `anyOf: [string, integer, null]`. The side with one alternative is read as a whole,
 * nullable, and was paired with the other side's string branch, read without its parent's nullability: the request
 * property "changed from `nullable` to `not null`" (breaking) and, the other way round, the response property "can now
 * be null" (dangerous), though null passes on both sides. Nullability is compared on the parents only.
 */
import { expect, it } from "vitest";
import { onePropertyDoc, pairDiffer } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("nullable-branches");

/** POST /x whose JSON request and 200 response are objects with one property `v` of schema `v`. */
const doc = (v: Json, openapi = "3.1.0"): Json => onePropertyDoc("v", v, { openapi });
const ids = async (a: Json, b: Json) => (await findings(a, b)).map(([id, severity]) => `${severity} ${id}`).sort();

it("an alternative added to, or removed from, a nullable one is only that alternative", async () => {
  const one = doc({ anyOf: [{ type: "string" }, { type: "null" }] });
  const two = doc({ anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] });
  expect(await ids(one, two)).toEqual(["dangerous response-schema-branch-added", "safe request-schema-branch-added"]);
  expect(await ids(two, one)).toEqual([
    "breaking request-schema-branch-removed",
    "safe response-schema-branch-removed",
  ]);
  // OpenAPI 3.0's `nullable: true` beside a oneOf of one and of two.
  const one30 = doc({ nullable: true, oneOf: [{ type: "string" }] }, "3.0.3");
  const two30 = doc({ nullable: true, oneOf: [{ type: "string" }, { type: "integer" }] }, "3.0.3");
  expect(await ids(two30, one30)).toEqual([
    "breaking request-schema-branch-removed",
    "safe response-schema-branch-removed",
  ]);
});

it("null itself coming or going beside them is still reported, once", async () => {
  const one = doc({ anyOf: [{ type: "string" }, { type: "null" }] });
  const two = doc({ anyOf: [{ type: "string" }, { type: "integer" }] });
  expect(await ids(two, one)).toEqual([
    "breaking request-schema-branch-removed",
    "dangerous response-property-became-nullable",
    "safe request-property-type-generalized",
    "safe response-schema-branch-removed",
  ]);
});
