/**
 * The JSON report is the DiffReport as is, and generator/diff/report.schema.json (draft 2020-12) describes it: the
 * hand-made reports validate, and a table of broken ones is rejected at the right place.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// ajv is CommonJS whose typings declare `export default`; under NodeNext the class is taken by name (see
// test/specs/catalog.test.ts).
import { Ajv2020 } from "ajv/dist/2020.js";
import { renderReport } from "../../generator/report/render.js";
import { ranked } from "../../generator/report/rank.js";
import { fixture } from "./fake-engine.js";

const schema = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../generator/diff/report.schema.json"), "utf8"),
) as object;
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);

const errors = (value: unknown) =>
  validate(value) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`);

describe("JSON report and its schema", () => {
  it.each(["small", "full", "empty"] as const)("the %s report validates, and so does its JSON file", (name) => {
    expect(errors(fixture(name))).toEqual([]);
    expect(errors(JSON.parse(renderReport("json", fixture(name))))).toEqual([]);
  });

  it.each(["small", "full", "empty", "hostile"] as const)(
    "renders the %s report with its overview and the findings in rank order",
    (name) => {
      const json = renderReport("json", fixture(name));
      const { overview, ...rest } = JSON.parse(json) as { overview: unknown };
      expect(rest).toEqual({ ...fixture(name), findings: ranked(fixture(name).findings) });
      expect(Object.keys(JSON.parse(json))).toEqual(["from", "to", "summary", "overview", "findings"]);
      expect(overview).toBeDefined();
      expect(json.endsWith("}\n")).toBe(true);
    },
  );

  it("puts the small report's overview before its findings", () => {
    const json = JSON.parse(renderReport("json", fixture("small"))) as {
      overview: unknown;
      findings: { id: string }[];
    };
    expect(json.overview).toEqual({
      operations: 4,
      breakingOperations: 2,
      rules: [
        { rule: "response-property-removed", severity: "breaking", findings: 1, operations: 2 },
        { rule: "response-property-enum-value-added", severity: "dangerous", findings: 1, operations: 1 },
        { rule: "endpoint-added", severity: "safe", findings: 1, operations: 1 },
      ],
      actOn: [1, 2],
    });
    expect(json.findings.map((f) => f.id)).toEqual([
      "response-property-removed",
      "response-property-enum-value-added",
      "endpoint-added",
    ]);
  });

  it("keeps the versions of spec-file sides, and fields the engine adds, before the findings", () => {
    const report = { ...fixture("empty"), fromVersion: "1.0.0", toVersion: "1.1.0", warnings: ["w"] };
    expect(Object.keys(JSON.parse(renderReport("json", report)))).toEqual([
      "from",
      "to",
      "fromVersion",
      "toVersion",
      "summary",
      "overview",
      "warnings",
      "findings",
    ]);
  });

  const broken: [string, (r: any) => void, RegExp][] = [
    ["summary missing", (r) => delete r.summary, /must have required property 'summary'/],
    ["unknown top-level key", (r) => (r.generatedAt = "now"), /must NOT have additional properties/],
    [
      "severity outside the three",
      (r) => (r.findings[0].severity = "fatal"),
      /^\/findings\/0\/severity must be equal to one of/,
    ],
    [
      "rule id not kebab-case",
      (r) => (r.findings[0].id = "ResponsePropertyRemoved"),
      /^\/findings\/0\/id must match pattern/,
    ],
    ["line 0", (r) => (r.findings[0].definition.base.line = 0), /^\/findings\/0\/definition\/base\/line must be >= 1/],
    [
      "pointer without #",
      (r) => (r.findings[0].definition.pointer = "/components"),
      /definition\/pointer must match pattern/,
    ],
    [
      "affected operation without path",
      (r) => delete r.findings[0].affects[0].path,
      /affects\/0 must have required property 'path'/,
    ],
    [
      "handledBy without shimmed",
      (r) => (r.findings[1].handledBy = { change: "X" }),
      /handledBy must have required property 'shimmed'/,
    ],
    ["negative count", (r) => (r.summary.safe = -1), /^\/summary\/safe must be >= 0/],
    ["args missing", (r) => delete r.findings[2].args, /must have required property 'args'/],
    [
      "act-on number 0",
      (r) => (r.overview = { operations: 1, breakingOperations: 0, rules: [], actOn: [0] }),
      /^\/overview\/actOn\/0 must be >= 1/,
    ],
    ["a version that is not text", (r) => (r.fromVersion = 1), /^\/fromVersion must be string/],
  ];
  it.each(broken)("rejects a report with %s", (_what, breakIt, want) => {
    const report = fixture("small");
    breakIt(report);
    expect(errors(report).join("\n")).toMatch(new RegExp(want.source, "m"));
  });
});
