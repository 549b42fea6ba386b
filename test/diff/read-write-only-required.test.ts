/**
 * The `required` of a read-only property holds for responses only, that of a write-only property for requests only
 * (OpenAPI, Schema Object): a shared schema whose read-only `id` becomes required asks nothing more of a request,
 * and one whose write-only `password` stops being required takes nothing from a response. Each such change is said
 * once, on the side where it has no effect, as an annotation (safe), and judged as usual on the other; so is any
 * other change of such a property (request-read-only-property-changed, response-write-only-property-changed).
 */
import { describe, expect, it } from "vitest";
import { pairDiffer, sorted, type Want } from "./support.js";

const { findings } = pairDiffer("read-write-only-required");

/** POST /users whose request body and 201 response are the same `User`, with `required` as given. */
const doc = (required: string[], id: Record<string, unknown> = {}) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/users": {
      post: {
        operationId: "createUser",
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/User" } } } },
        responses: {
          "201": {
            description: "Created",
            content: { "application/json": { schema: { $ref: "#/components/schemas/User" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      User: {
        type: "object",
        required: ["name", ...required],
        properties: {
          id: { type: "string", readOnly: true, ...id },
          name: { type: "string" },
          password: { type: "string", writeOnly: true },
        },
      },
    },
  },
});

const op = ["POST /users"];
const annotation = (property: string, place: string): Want => [
  "schema-annotation-changed",
  "safe",
  `The \`required\` annotation of the \`${property}\` property of \`User\` changed; it has no effect in a ${place}.`,
  op,
];

describe("required on a read-only or write-only property", () => {
  it("a read-only property that becomes required asks nothing more of a request", async () => {
    expect(await findings(doc([]), doc(["id"]))).toEqual(
      sorted([
        ["response-property-became-required", "safe", "The `id` response property of `User` became required.", op],
        annotation("id", "request"),
      ]),
    );
  });

  it("a read-only property that stops being required is judged in the response only", async () => {
    expect(await findings(doc(["id"]), doc([]))).toEqual(
      sorted([
        ["response-property-became-optional", "dangerous", "The `id` response property of `User` became optional.", op],
        annotation("id", "request"),
      ]),
    );
  });

  it("a write-only property that stops being required takes nothing from a response", async () => {
    expect(await findings(doc(["password"]), doc([]))).toEqual(
      sorted([
        ["request-property-became-optional", "safe", "The `password` request property of `User` became optional.", op],
        annotation("password", "response"),
      ]),
    );
  });

  it("a write-only property that becomes required is judged in the request only", async () => {
    expect(await findings(doc([]), doc(["password"]))).toEqual(
      sorted([
        [
          "request-property-became-required",
          "breaking",
          "The `password` request property of `User` became required.",
          op,
        ],
        annotation("password", "response"),
      ]),
    );
  });

  it("any other change of a read-only property is judged in the response only", async () => {
    expect(await findings(doc([]), doc([], { type: "integer" }))).toEqual(
      sorted([
        [
          "request-read-only-property-changed",
          "safe",
          "The read-only `id` property of `User` changed (`request-property-type-changed`); requests do not send it.",
          op,
        ],
        [
          "response-property-type-changed",
          "breaking",
          "The type of the `id` response property of `User` changed from `string` to `integer`.",
          op,
        ],
      ]),
    );
  });
});

describe("a required property added", () => {
  it("write-only, is not called a required response property (a response does not carry it)", async () => {
    const user = (extra: Record<string, unknown>) => {
      const spec = doc([]);
      const schema = (spec.components.schemas as Record<string, Record<string, unknown>>).User!;
      Object.assign(schema.properties as Record<string, unknown>, extra);
      if (Object.keys(extra).length) schema.required = [...(schema.required as string[]), ...Object.keys(extra)];
      return spec;
    };
    const got = await findings(user({}), user({ secret: { type: "string", writeOnly: true } }));
    expect(got.filter((f) => f[0].startsWith("response-"))).toEqual([
      ["response-optional-property-added", "safe", "The optional response property `secret` was added to `User`.", op],
    ]);
  });
});
