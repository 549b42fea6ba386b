/**
 * A discriminator's values are what clients send and switch on: openapi-typescript pins each branch's discriminator
 * property to its value (`pet: "cat"`), from the mapping, or from the schema's name where the mapping names none
 * (OpenAPI's implicit mapping). A value gone or new is judged as an enum value of that property: a request that
 * sends `cat` is refused once only `Cat` is mapped, and a response may now carry `Cat`, which code switching over the
 * known values does not handle.
 */
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

type Json = Record<string, unknown>;

const { findings, report } = pairDiffer("discriminator");

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pet = (sound: string): Json => ({
  type: "object",
  required: ["pet"],
  properties: { pet: { type: "string" }, kind: { type: "string" }, [sound]: { type: "boolean" } },
});

/** POST /pets takes a Pet, GET /pets returns one; Pet is a oneOf of `branches` discriminated by `pet`. */
const doc = (branches: Record<string, string>, mapping?: Record<string, string>, propertyName = "pet"): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/pets": {
      post: {
        operationId: "add",
        requestBody: { required: true, content: { "application/json": { schema: ref("Pet") } } },
        responses: { "204": { description: "OK" } },
      },
      get: {
        operationId: "get",
        responses: { "200": { description: "OK", content: { "application/json": { schema: ref("Pet") } } } },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        oneOf: Object.keys(branches).map(ref),
        discriminator: {
          propertyName,
          ...(mapping
            ? { mapping: Object.fromEntries(Object.entries(mapping).map(([k, v]) => [k, ref(v).$ref])) }
            : {}),
        },
      },
      ...Object.fromEntries(Object.entries(branches).map(([name, sound]) => [name, pet(sound)])),
    },
  },
});

const animals = { Cat: "meow", Dog: "bark" };

describe("a discriminator's values", () => {
  it("are no change when the mapping only spells out the implicit one, in any order", async () => {
    expect(await findings(doc(animals), doc(animals, { Dog: "Dog", Cat: "Cat" }))).toEqual([]);
    expect(await findings(doc(animals, { cat: "Cat", dog: "Dog" }), doc(animals, { dog: "Dog", cat: "Cat" }))).toEqual(
      [],
    );
  });

  it("changed in the mapping are an enum value removed and one added, judged per side", async () => {
    expect(await findings(doc(animals, { cat: "Cat", dog: "Dog" }), doc(animals, { Cat: "Cat", dog: "Dog" }))).toEqual([
      [
        "request-property-enum-value-added",
        "safe",
        "The `pet` request property of `Pet` now also accepts `Cat` (the discriminator of `Pet`).",
        ["POST /pets"],
      ],
      [
        "request-property-enum-value-removed",
        "breaking",
        "The `pet` request property of `Pet` no longer accepts `cat` (the discriminator of `Pet`).",
        ["POST /pets"],
      ],
      [
        "response-property-enum-value-added",
        "dangerous",
        "The `pet` response property of `Pet` can now also be `Cat` (the discriminator of `Pet`).",
        ["GET /pets"],
      ],
      [
        "response-property-enum-value-removed",
        "safe",
        "The `pet` response property of `Pet` is no longer `cat` (the discriminator of `Pet`).",
        ["GET /pets"],
      ],
    ]);
  });

  it("follow a branch schema renamed where no mapping names it", async () => {
    const renamed = await findings(doc(animals), doc({ Kitty: "meow", Dog: "bark" }));
    expect(renamed.filter(([id]) => id.includes("enum-value"))).toEqual([
      [
        "request-property-enum-value-added",
        "safe",
        "The `pet` request property of `Pet` now also accepts `Kitty` (the discriminator of `Pet`).",
        ["POST /pets"],
      ],
      [
        "request-property-enum-value-removed",
        "breaking",
        "The `pet` request property of `Pet` no longer accepts `Cat` (the discriminator of `Pet`).",
        ["POST /pets"],
      ],
      [
        "response-property-enum-value-added",
        "dangerous",
        "The `pet` response property of `Pet` can now also be `Kitty` (the discriminator of `Pet`).",
        ["GET /pets"],
      ],
      [
        "response-property-enum-value-removed",
        "safe",
        "The `pet` response property of `Pet` is no longer `Cat` (the discriminator of `Pet`).",
        ["GET /pets"],
      ],
    ]);
  });
});

describe("a oneOf left with one member", () => {
  it("keeps its discriminator: the value of the member gone is removed, no discriminator is added", async () => {
    const left = await findings(doc(animals), doc({ Cat: "meow" }));
    expect(left.filter(([id]) => id.includes("discriminator") || id.includes("enum-value"))).toEqual([
      [
        "request-property-enum-value-removed",
        "breaking",
        "The `pet` request property of `Pet` no longer accepts `Dog` (the discriminator of `Pet`).",
        ["POST /pets"],
      ],
      [
        "response-property-enum-value-removed",
        "safe",
        "The `pet` response property of `Pet` is no longer `Dog` (the discriminator of `Pet`).",
        ["GET /pets"],
      ],
    ]);
  });
});

describe("a discriminator's property", () => {
  it("renamed under the same members is breaking both ways: the variant is now chosen by another property", async () => {
    expect(await findings(doc(animals), doc(animals, undefined, "kind"))).toEqual([
      [
        "request-discriminator-property-name-changed",
        "breaking",
        "The request variants of `Pet` are now told apart by the `kind` property, not `pet`.",
        ["POST /pets"],
      ],
      [
        "response-discriminator-property-name-changed",
        "breaking",
        "The response variants of `Pet` are now told apart by the `kind` property, not `pet`.",
        ["GET /pets"],
      ],
    ]);
  });

  it("carries the schema and the property in its args, as every schema finding does (the catalog mapping reads them)", async () => {
    const { findings: found } = await report(doc(animals), doc(animals, undefined, "kind"));
    expect(found.map((f) => [f.id, f.args.schema, f.args.property, f.args.before, f.args.after])).toEqual([
      ["request-discriminator-property-name-changed", "Pet", "(root)", "pet", "kind"],
      ["response-discriminator-property-name-changed", "Pet", "(root)", "pet", "kind"],
    ]);
  });

  it("renamed on a property's own oneOf names that property", async () => {
    const owner = (propertyName: string): Json => {
      const spec = doc(animals, undefined, propertyName);
      const schemas = (spec.components as { schemas: Record<string, Json> }).schemas;
      schemas.Owner = { type: "object", properties: { animal: schemas.Pet } };
      delete schemas.Pet;
      return JSON.parse(JSON.stringify(spec).replaceAll("#/components/schemas/Pet", "#/components/schemas/Owner"));
    };
    expect(await findings(owner("pet"), owner("kind"))).toEqual([
      [
        "request-discriminator-property-name-changed",
        "breaking",
        "The request variants of the `animal` property of `Owner` are now told apart by the `kind` property, not `pet`.",
        ["POST /pets"],
      ],
      [
        "response-discriminator-property-name-changed",
        "breaking",
        "The response variants of the `animal` property of `Owner` are now told apart by the `kind` property, not `pet`.",
        ["GET /pets"],
      ],
    ]);
  });
});

describe("a discriminator's values on a property's own oneOf", () => {
  it("are named as that property's discriminator, not as the property", async () => {
    const owner = (mapping?: Record<string, string>): Json => {
      const spec = doc(animals, mapping);
      const schemas = (spec.components as { schemas: Record<string, Json> }).schemas;
      schemas.Owner = { type: "object", properties: { animal: schemas.Pet } };
      delete schemas.Pet;
      return JSON.parse(JSON.stringify(spec).replaceAll("#/components/schemas/Pet", "#/components/schemas/Owner"));
    };
    const changed = await findings(owner({ cat: "Cat", dog: "Dog" }), owner({ Cat: "Cat", dog: "Dog" }));
    expect(changed.map(([id, , message]) => [id, message])).toEqual([
      [
        "request-property-enum-value-added",
        "The `animal.pet` request property of `Owner` now also accepts `Cat` (the discriminator of `animal`).",
      ],
      [
        "request-property-enum-value-removed",
        "The `animal.pet` request property of `Owner` no longer accepts `cat` (the discriminator of `animal`).",
      ],
      [
        "response-property-enum-value-added",
        "The `animal.pet` response property of `Owner` can now also be `Cat` (the discriminator of `animal`).",
      ],
      [
        "response-property-enum-value-removed",
        "The `animal.pet` response property of `Owner` is no longer `cat` (the discriminator of `animal`).",
      ],
    ]);
  });
});
