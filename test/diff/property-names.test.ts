/**
 * A property is compared whatever its name. The digests leave out the words of a schema (its `description`, `title`,
 * `example`...), and they left out a property of that name too: Stripe's `POST /v1/customers` body has a
 * `description` property (`maxLength: 5000`), and its maxLength lowered, its type changed or the property removed
 * from a response gave no finding at all.
 */
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("property-names");

/** POST /x with a JSON body of `properties`, answering 200 with a JSON object of `properties`. */
const doc = (properties: Json): Json => ({
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: {
    "/x": {
      post: {
        operationId: "x",
        requestBody: { content: { "application/json": { schema: { type: "object", properties } } } },
        responses: {
          "200": { description: "OK", content: { "application/json": { schema: { type: "object", properties } } } },
        },
      },
    },
  },
});

describe.each(["description", "title", "summary", "example", "examples", "externalDocs", "$comment", "x-since"])(
  "a property named %s",
  (name) => {
    it("is compared as any other", async () => {
      const was = doc({ [name]: { type: "string", maxLength: 5000 }, other: { type: "string" } });
      const is = doc({ [name]: { type: "string", maxLength: 100 }, other: { type: "string" } });
      expect((await findings(was, is)).map(([id, severity]) => [id, severity])).toEqual([
        ["request-property-constraint-tightened", "breaking"],
        ["response-property-constraint-tightened", "safe"],
      ]);
      const gone = doc({ other: { type: "string" } });
      expect((await findings(was, gone)).map(([id]) => id)).toEqual([
        "request-property-removed",
        "response-optional-property-removed",
      ]);
    });
  },
);

it("a schema's own description, title and example are still not compared", async () => {
  const words = (text: string): Json => ({ type: "string", description: text, title: text, example: text });
  expect(await findings(doc({ a: words("one") }), doc({ a: words("two") }))).toEqual([]);
});

describe("a name required but declared nowhere", () => {
  // Found adding `repository_id` to the `required` of GHES 3.8's `POST /repos/{owner}/{repo}/issues` body without a
  // property of that name: no finding, though a payload without it is now refused (oasdiff misses it too).
  it("is a property become required, breaking in a request", async () => {
    const body = (required: string[]) => {
      const d = doc({ title: { type: "string" } }) as { paths: Record<string, Record<string, Json>> };
      const content = (d.paths["/x"]!.post!.requestBody as Json).content as Record<string, { schema: Json }>;
      content["application/json"]!.schema.required = required;
      return d;
    };
    expect(await findings(body(["title"]), body(["title", "repository_id"]))).toEqual([
      [
        "request-property-became-required",
        "breaking",
        "The `repository_id` request property of `POST /x` became required.",
        ["POST /x"],
      ],
    ]);
    // The way back is safe in a request, as for a declared property.
    expect(await findings(body(["title", "repository_id"]), body(["title"]))).toEqual([
      [
        "request-property-became-optional",
        "safe",
        "The `repository_id` request property of `POST /x` became optional.",
        ["POST /x"],
      ],
    ]);
  });

  // The name leaving `required` gave no finding, though a response that required it always had it and now may not.
  it("leaving required is a property become optional, dangerous in a response", async () => {
    const answer = (required: string[]) => {
      const d = doc({ title: { type: "string" } }) as { paths: Record<string, Record<string, Json>> };
      const responses = d.paths["/x"]!.post!.responses as Record<string, { content: Record<string, { schema: Json }> }>;
      responses["200"]!.content["application/json"]!.schema.required = required;
      return d;
    };
    expect(await findings(answer(["title", "id"]), answer(["title"]))).toEqual([
      [
        "response-property-became-optional",
        "dangerous",
        "The `id` response property of `POST /x` became optional.",
        ["POST /x"],
      ],
    ]);
  });
});
