/**
 * What is below a read-only node (a child of a read-only object, the schema a `$ref` beside `readOnly: true` refers
 * to) is no more sent in a request than the node itself, and what is below a write-only node no more returned (OpenAPI,
 * Schema Object): its changes are judged on the other side only, as the node's own are
 * (request-read-only-property-changed, response-write-only-property-changed). A schema also used where it is sent is
 * judged there as usual.
 */
import { describe, expect, it } from "vitest";
import { pairDiffer, sorted } from "./support.js";

const { findings } = pairDiffer("read-write-only-below");

/** POST /users whose request body and 201 response are the same `User`, with `Stamp` of the type given. */
const doc = (stamp: string, user: Record<string, unknown>) => ({
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
      User: { type: "object", properties: { name: { type: "string" }, ...user } },
      Stamp: { type: stamp },
    },
  },
});

const op = ["POST /users"];
const audit = (by: string, only = "readOnly") => ({
  audit: { type: "object", [only]: true, properties: { by: { type: by } } },
});

describe("a change below a read-only or write-only node", () => {
  it("a child of a read-only object is judged in the response only", async () => {
    expect(await findings(doc("string", audit("string")), doc("string", audit("integer")))).toEqual(
      sorted([
        [
          "request-read-only-property-changed",
          "safe",
          "The read-only `audit.by` property of `User` changed (`request-property-type-changed`); requests do not send it.",
          op,
        ],
        [
          "response-property-type-changed",
          "breaking",
          "The type of the `audit.by` response property of `User` changed from `string` to `integer`.",
          op,
        ],
      ]),
    );
  });

  it("a child of a write-only object is judged in the request only", async () => {
    expect(
      await findings(doc("string", audit("string", "writeOnly")), doc("string", audit("integer", "writeOnly"))),
    ).toEqual(
      sorted([
        [
          "request-property-type-changed",
          "breaking",
          "The type of the `audit.by` request property of `User` changed from `string` to `integer`.",
          op,
        ],
        [
          "response-write-only-property-changed",
          "safe",
          "The write-only `audit.by` property of `User` changed (`response-property-type-changed`); responses do not carry it.",
          op,
        ],
      ]),
    );
  });

  it("what a $ref beside readOnly refers to is judged in the response only", async () => {
    const user = { stamp: { $ref: "#/components/schemas/Stamp", readOnly: true } };
    expect(await findings(doc("string", user), doc("integer", user))).toEqual(
      sorted([
        [
          "request-read-only-property-changed",
          "safe",
          "The read-only schema `Stamp` changed (`request-property-type-changed`); requests do not send it.",
          op,
        ],
        [
          "response-property-type-changed",
          "breaking",
          "The type of the response schema `Stamp` changed from `string` to `integer`.",
          op,
        ],
      ]),
    );
  });

  it("a schema also referred to where it is sent is judged in the request too", async () => {
    const user = {
      stamp: { $ref: "#/components/schemas/Stamp", readOnly: true },
      sent: { $ref: "#/components/schemas/Stamp" },
    };
    const got = await findings(doc("string", user), doc("integer", user));
    expect(got).toContainEqual([
      "request-property-type-changed",
      "breaking",
      "The type of the request schema `Stamp` changed from `string` to `integer`.",
      op,
    ]);
  });
});

describe("a property whose readOnly or writeOnly is beside its $ref", () => {
  // `User` with `stamp` when `stamp` is given (`readOnly` or `writeOnly` beside its `$ref`, `""` the `$ref` alone),
  // required when `required`.
  const user = (stamp?: string, required = false) => {
    const ref = { $ref: "#/components/schemas/Stamp", ...(stamp && { [stamp]: true }) };
    const spec = doc("string", stamp === undefined ? {} : { stamp: ref });
    if (required) Object.assign(spec.components.schemas.User, { required: ["stamp"] });
    return spec;
  };
  const request = async (base: unknown, revision: unknown) =>
    (await findings(base, revision)).filter((f) => !f[0].startsWith("response-")).map((f) => [f[0], f[1]]);
  const response = async (base: unknown, revision: unknown) =>
    (await findings(base, revision)).filter((f) => f[0].startsWith("response-")).map((f) => [f[0], f[1]]);

  it("read-only, added as required, removed or made required asks nothing of a request", async () => {
    expect(await request(user(), user("readOnly", true))).toEqual([["new-optional-request-property", "safe"]]);
    expect(await request(user("readOnly"), user())).toEqual([["request-read-only-property-removed", "safe"]]);
    expect(await request(user("readOnly"), user("readOnly", true))).toEqual([["schema-annotation-changed", "safe"]]);
  });

  it("made read-only or write-only beside its $ref is said of the property, as an inline one's is", async () => {
    expect(await findings(user(""), user("readOnly"))).toEqual(
      sorted([
        [
          "request-property-became-read-only",
          "dangerous",
          "The `stamp` request property of `User` became read-only.",
          op,
        ],
        [
          "schema-annotation-changed",
          "safe",
          "The `readOnly` annotation of the `stamp` property of `User` changed; it has no effect in a response.",
          op,
        ],
      ]),
    );
    expect((await findings(user(""), user("writeOnly"))).map((f) => f[0])).toContain(
      "response-property-became-write-only",
    );
  });

  it("a $ref beside readOnly replaced by a read-only inline copy is no change", async () => {
    const inline = doc("string", { stamp: { type: "string", readOnly: true } });
    expect(await findings(user("readOnly"), inline)).toEqual([]);
    expect(await findings(inline, user("readOnly"))).toEqual([]);
  });

  it("write-only, removed or made optional takes nothing from a response", async () => {
    expect(await response(user("writeOnly", true), user())).toEqual([["response-write-only-property-removed", "safe"]]);
    expect(await response(user("writeOnly"), user())).toEqual([["response-write-only-property-removed", "safe"]]);
    expect(await response(user("writeOnly", true), user("writeOnly"))).toEqual([]);
    expect(await response(user(), user("writeOnly", true))).toEqual([["response-optional-property-added", "safe"]]);
  });
});
