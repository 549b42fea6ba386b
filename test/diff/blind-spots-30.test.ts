/**
 * The blind spots and noise of issue 30, one case each, in the style of blind-spots.test.ts: a tiny base/revision
 * pair written to a temp folder and diffed as a user would (`diffSpecs` on two files), with the exact findings
 * expected (rule id, severity, sentence, the operations they are filed under), from docs/severity.md ("Cases decided
 * apart") and the rules' reasons.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { DiffReport } from "../../generator/diff/index.js";
import { jsonReport } from "../../generator/report/json.js";
import { renderReport } from "../../generator/report/render.js";
import { printedBy } from "../support/cli.js";
import { pairDiffer, sorted, type Want } from "./support.js";

type Json = Record<string, unknown>;

const { report, findings } = pairDiffer("blind-spots-30");

const doc = (paths: Json, more: Json = {}, version = "1"): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version },
  paths,
  ...more,
});
const noContent = { "204": { description: "No content" } };

/* ------------------------------------------------------------------ a path parameter outside its template */

describe("a path parameter its template does not contain is compared like any parameter", () => {
  // `/items` has no `{org}`: the loader warns, and the diff still compares what the document declares.
  const slip = (schema: Json) =>
    doc({
      "/items": {
        get: {
          operationId: "list",
          parameters: [{ name: "org", in: "path", required: true, schema }],
          responses: noContent,
        },
      },
    });
  it.each<[string, Json, Json, Want[]]>([
    [
      "its type becomes an enum",
      { type: "string" },
      { type: "string", enum: ["a", "b"] },
      [
        [
          "request-parameter-became-enum",
          "breaking",
          "The path parameter `org` now only accepts `a`, `b`.",
          ["GET /items"],
        ],
      ],
    ],
    [
      "its minimum is raised",
      { type: "integer", minimum: 1 },
      { type: "integer", minimum: 10 },
      [
        [
          "request-parameter-min-increased",
          "breaking",
          "The minimum of the path parameter `org` was raised from `1` to `10`.",
          ["GET /items"],
        ],
      ],
    ],
    [
      "an enum value is removed",
      { type: "string", enum: ["a", "b"] },
      { type: "string", enum: ["a"] },
      [
        [
          "request-parameter-enum-value-removed",
          "breaking",
          "The path parameter `org` no longer accepts `b`.",
          ["GET /items"],
        ],
      ],
    ],
  ])("%s", async (_, before, after, want) => {
    expect(await findings(slip(before), slip(after))).toEqual(sorted(want));
    expect(await findings(slip(before), slip(before))).toEqual([]);
  });
});

/* ------------------------------------------------------------------ an allOf member added to a request schema */

describe("an allOf member with required properties added to a request schema narrows what is accepted", () => {
  const components = {
    components: { schemas: { Tagged: { type: "object", required: ["tag"], properties: { tag: { type: "string" } } } } },
  };
  const body = { type: "object", properties: { name: { type: "string" } } };
  const post = (schema: Json) =>
    doc(
      {
        "/x": {
          post: {
            operationId: "x",
            requestBody: { required: true, content: { "application/json": { schema } } },
            responses: noContent,
          },
        },
      },
      components,
    );
  it.each<[string, Json, Want[]]>([
    [
      "inline",
      { type: "object", required: ["tag"], properties: { tag: { type: "string" } } },
      [
        [
          "new-required-request-property",
          "breaking",
          "The required request property `tag` was added to `POST /x`.",
          ["POST /x"],
        ],
      ],
    ],
    [
      "by $ref",
      { $ref: "#/components/schemas/Tagged" },
      [
        [
          "new-required-request-property",
          "breaking",
          "The required request property `tag` was added to `Tagged`.",
          ["POST /x"],
        ],
      ],
    ],
  ])("%s", async (_, member, want) => {
    expect(await findings(post(body), post({ allOf: [body, member] }))).toEqual(sorted(want));
  });
});

/* ------------------------------------------------------------------ JSON media types */

describe("JSON media types", () => {
  const schema = { type: "object", properties: { a: { type: "string" } } };
  const response = (media: string) =>
    doc({
      "/x": {
        get: { operationId: "x", responses: { "200": { description: "OK", content: { [media]: { schema } } } } },
      },
    });
  const request = (media: string) =>
    doc({
      "/x": {
        post: {
          operationId: "x",
          requestBody: { required: true, content: { [media]: { schema } } },
          responses: noContent,
        },
      },
    });
  it.each<[string, (m: string) => Json, string, string, Want[]]>([
    [
      "a response becoming application/problem+json",
      response,
      "application/json",
      "application/problem+json",
      [
        [
          "response-json-media-type-changed",
          "safe",
          "The response's media type changed from `application/json` to `application/problem+json`, both JSON.",
          ["GET /x"],
        ],
      ],
    ],
    [
      "a request body becoming application/merge-patch+json",
      request,
      "application/json",
      "application/merge-patch+json",
      [
        [
          "request-body-json-media-type-changed",
          "dangerous",
          "The request body's media type changed from `application/json` to `application/merge-patch+json`, both JSON.",
          ["POST /x"],
        ],
      ],
    ],
    [
      "a response leaving JSON",
      response,
      "application/json",
      "application/xml",
      [
        [
          "response-media-type-changed",
          "breaking",
          "The response's media type changed from `application/json` to `application/xml`.",
          ["GET /x"],
        ],
      ],
    ],
    ["a response gaining ;q=1", response, "application/json", "application/json;q=1", []],
    ["a response gaining ; charset=utf-8", response, "application/json", "application/json; charset=utf-8", []],
    ["a request body gaining ; charset=UTF-8", request, "application/json", "application/json; charset=UTF-8", []],
  ])("%s", async (_, make, before, after, want) => {
    expect(await findings(make(before), make(after))).toEqual(sorted(want));
  });
});

/* ------------------------------------------------------------------ ambiguous templates */

describe("operations on templates that are one once parameter names are ignored", () => {
  // Google's specs: `/v1/{name}` and `/v1/{jobName}` side by side, each with its own operations and parameters.
  const item = (id: string, param: string, extra: string) => ({
    get: {
      operationId: id,
      parameters: [
        { name: param, in: "path", required: true, schema: { type: "string" } },
        { name: extra, in: "query", schema: { type: "string" } },
      ],
      responses: noContent,
    },
  });
  const byName = { "/v1/{name}": item("operations_get", "name", "view") };
  const byJob = { "/v1/{jobName}": item("jobs_get", "jobName", "projectId") };
  it("pairs each with its own path, whatever the order of the keys", async () => {
    expect(await findings(doc({ ...byName, ...byJob }), doc({ ...byJob, ...byName }))).toEqual([]);
    expect(await findings(doc({ ...byJob, ...byName }), doc({ ...byName, ...byJob }))).toEqual([]);
  });
  it("still pairs a template whose parameter was renamed", async () => {
    const renamed = { "/v1/{operation}": item("operations_get", "operation", "view") };
    expect(await findings(doc(byName), doc(renamed))).toEqual([
      [
        "request-parameter-renamed",
        "dangerous",
        "The path parameter `name` was renamed to `operation`.",
        ["GET /v1/{operation}"],
      ],
    ]);
  });
});

/* ------------------------------------------------------------------ a downgrade */

describe("a downgrade", () => {
  const older = doc({ "/x": { get: { operationId: "x", responses: noContent } } }, {}, "2024-02-15");
  const newer = doc(
    {
      "/x": { get: { operationId: "x", responses: noContent } },
      "/y": { get: { operationId: "y", responses: noContent } },
    },
    {},
    "2024-05-15",
  );
  it("is compared and labelled in JSON, Markdown and HTML; an upgrade is not labelled", async () => {
    const down = await report(newer, older);
    expect(down.downgrade).toBe(true);
    expect(down.findings.map((f) => [f.id, f.severity])).toEqual([["api-removed-without-deprecation", "breaking"]]);
    const schema = JSON.parse(readFileSync("generator/diff/report.schema.json", "utf8")) as object;
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
    expect(validate(jsonReport(down)) ? [] : validate.errors).toEqual([]);
    expect(validate({ ...jsonReport(down), downgrade: false })).toBe(false);
    expect(renderReport("md", down, {})).toContain("(a downgrade)");
    expect(renderReport("html", down, {})).toContain('<span class="downgrade">(a downgrade)</span>');
    const up = await report(older, newer);
    expect("downgrade" in up).toBe(false);
    expect(renderReport("md", up, {})).not.toContain("downgrade");
  });
  it.each<[string, string, boolean]>([
    ["1.10.0", "1.9.2", true],
    ["1.9.2", "1.10.0", false],
    ["2024-05-15.pre", "2024-02-15", true],
    ["2024-02-15", "2024-05-15", false],
    ["beta", "alpha", false],
  ])("from info.version %s to %s of two files: a downgrade %s", async (from, to, down) => {
    expect((await report(doc({}, {}, from), doc({}, {}, to))).downgrade === true).toBe(down);
  });

  it("of catalog revisions, given as files or ids, and step by step with --steps", async () => {
    const files = await printedBy("diff", "specs/2023-12-15.yaml", "specs/2023-10-15.yaml", "--format", "json");
    expect(files.err).toBe("");
    const byFile = JSON.parse(files.out) as DiffReport;
    expect([byFile.from, byFile.to, byFile.downgrade]).toEqual([
      "specs/2023-12-15.yaml",
      "specs/2023-10-15.yaml",
      true,
    ]);
    expect(byFile.findings.length).toBeGreaterThan(0);
    // Rolling back is explained by the changes of the revision rolled back.
    expect(byFile.findings.some((f) => f.catalogEntry !== undefined)).toBe(true);
    const steps = await printedBy("diff", "2024-02-15", "2023-10-15", "--steps", "--format", "json");
    expect(steps.err).toBe("");
    const reports = JSON.parse(steps.out) as DiffReport[];
    expect(reports.map((r) => [r.from, r.to, r.downgrade])).toEqual([
      ["2024-02-15", "2023-12-15", true],
      ["2023-12-15", "2023-10-15", true],
    ]);
  }, 120_000);
});
