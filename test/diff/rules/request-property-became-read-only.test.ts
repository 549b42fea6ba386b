// Rule request-property-became-read-only on its fixture pair (test/fixtures/diff/request-property-became-read-only/): its id, severity and exact sentence.
import { describe, expect, it } from "vitest";
import { pairDiffer, ruleCase, type Want } from "../support.js";

ruleCase("request-property-became-read-only", {
  severity: "dangerous",
  message: "The `slug` request property of `ItemCreate` became read-only.",
});

// Found by making `title` read-only in GHES 3.8's `POST /repos/{owner}/{repo}/issues` body: no finding at all. On a
// schema both sides share, readOnly means nothing in a response and writeOnly nothing in a request.
describe("readOnly and writeOnly on a schema a request and a response share", () => {
  const { findings } = pairDiffer("read-only");
  const doc = (title: Record<string, unknown>) => ({
    openapi: "3.0.3",
    info: { title: "t", version: "1" },
    components: { schemas: { Issue: { type: "object", required: ["title"], properties: { title } } } },
    paths: {
      "/issues": {
        post: {
          operationId: "create",
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Issue" } } } },
          responses: {
            "201": {
              description: "created",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Issue" } } },
            },
          },
        },
      },
    },
  });

  const plain = doc({ type: "string" });
  const annotation = (word: string, place: string): Want => [
    "schema-annotation-changed",
    "safe",
    `The \`${word}\` annotation of the \`title\` property of \`Issue\` changed; it has no effect in a ${place}.`,
    ["POST /issues"],
  ];

  it("read-only is dangerous for the request only, write-only for the response only", async () => {
    expect(await findings(plain, doc({ type: "string", readOnly: true }))).toEqual([
      [
        "request-property-became-read-only",
        "dangerous",
        "The `title` request property of `Issue` became read-only.",
        ["POST /issues"],
      ],
      annotation("readOnly", "response"),
    ]);
    expect(await findings(plain, doc({ type: "string", writeOnly: true }))).toEqual([
      [
        "response-property-became-write-only",
        "dangerous",
        "The `title` response property of `Issue` became write-only.",
        ["POST /issues"],
      ],
      annotation("writeOnly", "request"),
    ]);
  });

  // The way back was no finding at all; but `title` is required, and its `required` held for responses only: a
  // client that never sent it (as OpenAPI says not to send a read-only property) is now refused.
  it("a required property no longer read-only became required in a request; an optional one is no finding", async () => {
    expect(await findings(doc({ type: "string", readOnly: true }), plain)).toEqual([
      [
        "request-property-became-required",
        "breaking",
        "The `title` request property of `Issue` became required.",
        ["POST /issues"],
      ],
      annotation("readOnly", "response"),
    ]);
    const optional = (title: Record<string, unknown>) => {
      const d = doc(title) as { components: { schemas: { Issue: Record<string, unknown> } } };
      delete d.components.schemas.Issue.required;
      return d;
    };
    expect(await findings(optional({ type: "string", readOnly: true }), optional({ type: "string" }))).toEqual([]);
  });
});
