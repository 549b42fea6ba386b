/**
 * A parameter described by `content` instead of `schema` is compared by its media type's schema (model/build.ts
 * `schemaPointer`), and its findings point there: the schema is what the caller's value must match.
 */
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/index.js";
import { buildModel } from "../../generator/model/index.js";

type Json = Record<string, unknown>;

const doc = (schema: Json, required = false): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/x/": {
      get: {
        operationId: "x",
        parameters: [{ name: "filter", in: "query", required, content: { "application/json": { schema } } }],
        responses: { "204": { description: "done" } },
      },
    },
  },
});

const named = { type: "object", properties: { name: { type: "string" } } };
const POINTER = "#/paths/~1x~1/get/parameters/0/content/application~1json/schema";

describe("a parameter described by content", () => {
  it("is compared by its media type's schema, the finding pointing there", () => {
    const report = diffModels(buildModel(doc(named)), buildModel(doc({ ...named, required: ["name"] })));
    expect(report.findings.map((f) => f.id)).toEqual(["request-property-became-required"]);
    expect(report.findings[0]!.definition.pointer).toBe(`${POINTER}/properties/name`);
  });

  it("with the same schema on both sides, gives no finding", () => {
    expect(diffModels(buildModel(doc(named)), buildModel(doc({ ...named }))).findings).toEqual([]);
  });

  it('replacing a schema, changes how the value is written (`"a"` in JSON, `a` as a form value)', () => {
    const plain = doc(named);
    const param = ((plain.paths as Json)["/x/"] as { get: { parameters: Json[] } }).get.parameters[0]!;
    param.schema = named;
    delete param.content;
    const report = diffModels(buildModel(plain), buildModel(doc(named)));
    expect(report.findings.map((f) => [f.id, f.message])).toEqual([
      [
        "request-parameter-style-changed",
        "The serialisation of the query parameter `filter` changed from `form, explode` to `content: application/json`.",
      ],
    ]);
  });

  it("still reports what is not its schema (required)", () => {
    const report = diffModels(buildModel(doc(named)), buildModel(doc(named, true)));
    expect(report.findings.map((f) => f.id)).toEqual(["request-parameter-became-required"]);
  });
});
