/**
 * The version selector is not a change: a header or query parameter pinned to the document's own `info.version` (by a
 * one-value enum, const or default) on both sides is the revision bump itself; a default change on a parameter
 * required on either side is never a finding (the default never applies). Each row diffs two one-operation
 * documents whose only difference is that parameter.
 */
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/index.js";
import { buildModel } from "../../generator/model/index.js";

type Json = Record<string, unknown>;

const doc = (version: string, parameters: Json[]): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version },
  paths: {
    "/x/": {
      get: {
        operationId: "x",
        parameters,
        responses: { "200": { description: "OK", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
});

const param = (name: string, where: string, required: boolean, schema: Json): Json => ({
  name,
  in: where,
  required,
  schema: { type: "string", ...schema },
});

/** [what, base parameters, revision parameters, finding ids] with base version "2024-01-01", revision "2024-02-01". */
const ROWS: [string, Json[], Json[], string[]][] = [
  [
    "a header pinned by enum",
    [param("revision", "header", true, { enum: ["2024-01-01"] })],
    [param("revision", "header", true, { enum: ["2024-02-01"] })],
    [],
  ],
  [
    "a header pinned by const",
    [param("revision", "header", true, { const: "2024-01-01" })],
    [param("revision", "header", true, { const: "2024-02-01" })],
    [],
  ],
  [
    "a required header pinned by default (the vendors' way)",
    [param("revision", "header", true, { default: "2024-01-01" })],
    [param("revision", "header", true, { default: "2024-02-01" })],
    [],
  ],
  [
    "an optional header pinned by default",
    [param("Revision", "header", false, { default: "2024-01-01" })],
    [param("revision", "header", false, { default: "2024-02-01" })],
    [],
  ],
  [
    "a query parameter pinned by default",
    [param("api-version", "query", false, { default: "2024-01-01" })],
    [param("api-version", "query", false, { default: "2024-02-01" })],
    [],
  ],
  [
    "a pinned header that appears (pinned on one side only)",
    [],
    [param("revision", "header", true, { default: "2024-02-01" })],
    ["new-required-request-parameter"],
  ],
  [
    "a pinned header that is dropped",
    [param("revision", "header", true, { enum: ["2024-01-01"] })],
    [],
    ["request-parameter-removed"],
  ],
  [
    "a header whose default is another value than the version",
    [param("revision", "header", false, { default: "2023-01-01" })],
    [param("revision", "header", false, { default: "2023-06-01" })],
    ["request-parameter-default-value-changed"],
  ],
  [
    "the default of a required parameter",
    [param("mode", "query", true, { default: "a" })],
    [param("mode", "query", true, { default: "b" })],
    [],
  ],
  [
    "the default of a parameter that became required",
    [param("mode", "query", false, { default: "a" })],
    [param("mode", "query", true, { default: "b" })],
    ["request-parameter-became-required"],
  ],
  [
    "the default of an optional parameter",
    [param("mode", "query", false, { default: "a" })],
    [param("mode", "query", false, { default: "b" })],
    ["request-parameter-default-value-changed"],
  ],
];

describe("the version selector and defaults that never apply", () => {
  it.each(ROWS)("%s", (_, base, revision, want) => {
    const report = diffModels(buildModel(doc("2024-01-01", base)), buildModel(doc("2024-02-01", revision)));
    expect(report.findings.map((f) => f.id)).toEqual(want);
  });
});
