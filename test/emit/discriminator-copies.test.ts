/**
 * generator/emit/discriminator-copies.ts: openapi-typescript's discriminator pass writes to copies, so the document the
 * run shares is left as it was, and the types still carry what the pass adds.
 */
import { describe, expect, it } from "vitest";
import { discriminatorCopies } from "../../generator/emit/discriminator-copies.js";
import { typesFile } from "../../generator/emit/types-file.js";

type Json = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function spec(schemas: Json): Json {
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/pets": {
        get: {
          operationId: "listPets",
          responses: { "200": { description: "ok", content: { "application/json": { schema: ref("Pet") } } } },
        },
      },
    },
    components: { schemas },
  };
}

// A schema object that two places hold (the loader and deep-refs.ts can share one object between places).
const shared = { type: "object", properties: { meow: { type: "boolean" } } };

const cases: [string, { given: Json; want: string[] }][] = [
  [
    "oneOf members and mapping targets, one of them through a $ref alias",
    {
      given: spec({
        Pet: {
          oneOf: [ref("Cat"), ref("Dog")],
          discriminator: {
            propertyName: "petType",
            mapping: { cat: "#/components/schemas/Cat", dog: "#/components/schemas/DogAlias" },
          },
        },
        Cat: { type: "object", required: ["name"], properties: { name: { type: "string" } } },
        DogAlias: ref("Dog"),
        Dog: { type: "object", properties: { bark: { type: "boolean" } } },
      }),
      want: ['petType: "cat"', 'petType: "dog"'],
    },
  ],
  [
    "allOf children of a discriminated schema, one declaring the property itself",
    {
      given: spec({
        Pet: {
          type: "object",
          required: ["kind"],
          properties: { kind: { type: "string" } },
          discriminator: { propertyName: "kind" },
        },
        Cat: { allOf: [ref("Pet"), { properties: { claws: { type: "integer" } } }] },
        Dog: { allOf: [ref("Pet")], properties: { kind: { type: "string", enum: ["Dog"] } } },
      }),
      want: ['kind: "Cat"', 'kind: "Dog"'],
    },
  ],
  [
    "a mapped schema held at two places",
    {
      given: spec({
        Pet: { oneOf: [ref("Cat")], discriminator: { propertyName: "petType" } },
        Cat: shared,
        Kitten: shared,
      }),
      want: ['petType: "Cat"'],
    },
  ],
];

describe("discriminatorCopies", () => {
  it.each(cases)("%s: the document is left as it was, the types carry the discriminator", (_, { given, want }) => {
    const before = structuredClone(given);
    const text = typesFile(given, "test");
    expect(given).toEqual(before);
    for (const line of want) expect(text).toContain(line);
    // What a second run of the same document prints is the same: nothing of the first run's writes is left in it.
    expect(typesFile(given, "test")).toBe(text);
  });

  it("returns a document without a discriminator as it is", () => {
    const given = spec({ Cat: { allOf: [{ type: "object" }] } });
    expect(discriminatorCopies(given)).toBe(given);
  });

  it("copies only the written schemas and the objects on the way to them", () => {
    const given = spec({
      Pet: { oneOf: [ref("Cat")], discriminator: { propertyName: "petType" } },
      Cat: { type: "object", properties: { name: { type: "string" } } },
      Other: { type: "string" },
    });
    const out = discriminatorCopies(given) as { paths: unknown; components: { schemas: Record<string, Json> } };
    const schemas = (given.components as { schemas: Record<string, Json> }).schemas;
    expect(out.paths).toBe(given.paths);
    expect(out.components.schemas.Other).toBe(schemas.Other);
    expect(out.components.schemas.Cat).not.toBe(schemas.Cat);
    expect(out.components.schemas.Cat!.properties).not.toBe(schemas.Cat!.properties);
    expect(out.components.schemas.Cat).toEqual(schemas.Cat);
  });
});
