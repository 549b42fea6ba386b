/**
 * Header parameters the client writes itself (model/runtime-headers.ts: `Content-Type`, `Content-Length`, `Host`,
 * `Transfer-Encoding`, and `Authorization` on an operation with security requirements) are no caller's parameters:
 * the generated functions do not take them, OpenAPI says to ignore `Content-Type` and `Authorization`, and a change
 * to them is no finding. Every other header is compared, an unsecured operation's `Authorization` included (its
 * caller sends it).
 */
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/index.js";
import { buildModel } from "../../generator/model/index.js";

type Json = Record<string, unknown>;

const doc = (parameters: Json[], secured: boolean): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/x/": {
      post: {
        operationId: "x",
        parameters,
        ...(secured && { security: [{ token: [] }] }),
        requestBody: { content: { "application/json": { schema: { type: "object" } } } },
        responses: { "204": { description: "done" } },
      },
    },
  },
  components: { securitySchemes: { token: { type: "http", scheme: "bearer" } } },
});

const header = (name: string, required: boolean, schema: Json = { type: "string" }): Json => ({
  name,
  in: "header",
  required,
  schema,
});

/** [what, base headers, revision headers, secured, finding ids]. */
const ROWS: [string, Json[], Json[], boolean, string[]][] = [
  ["a Content-Type header that appears, required", [], [header("Content-Type", true)], false, []],
  ["a content-type header that goes", [header("content-type", true)], [], false, []],
  [
    "Content-Length, Host and Transfer-Encoding that become required",
    [header("Content-Length", false), header("Host", false), header("Transfer-Encoding", false)],
    [header("Content-Length", true), header("Host", true), header("Transfer-Encoding", true)],
    false,
    [],
  ],
  ["the Authorization header of a secured operation", [], [header("Authorization", true)], true, []],
  [
    "the Authorization header of an unsecured operation (its caller sends it)",
    [],
    [header("Authorization", true)],
    false,
    ["new-required-request-parameter"],
  ],
  [
    "a Content-Type whose type changes, beside another header that became required",
    [header("Content-Type", true, { type: "string" }), header("X-Trace", false)],
    [header("Content-Type", true, { type: "integer" }), header("X-Trace", true)],
    false,
    ["request-parameter-became-required"],
  ],
];

describe("headers the client writes itself are not compared", () => {
  it.each(ROWS)("%s", (_, base, revision, secured, want) => {
    const report = diffModels(buildModel(doc(base, secured)), buildModel(doc(revision, secured)));
    expect(report.findings.map((f) => f.id)).toEqual(want);
  });
});
