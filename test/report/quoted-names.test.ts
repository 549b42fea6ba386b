/**
 * Rule messages quote spec names as code spans (`name`), and the Markdown and HTML reports read those spans back. A
 * name that holds backticks must still be one span, whole, in the message and in both reports: a span fenced by
 * more backticks than any run inside (CommonMark 0.31 section 6.1), never a name cut in two with the rest of the
 * sentence read as code.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { renderReport } from "../../generator/report/render.js";
import { pairDiffer } from "../diff/support.js";

const { report } = pairDiffer("quoted-names");
const schema = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../generator/diff/report.schema.json"), "utf8"),
) as object;
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);

/** GET /x whose 200 response is an object with the properties `names`. */
const doc = (...names: string[]) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/x": {
      get: {
        operationId: "x",
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: { type: "object", properties: Object.fromEntries(names.map((n) => [n, { type: "string" }])) },
              },
            },
          },
        },
      },
    },
  },
});

describe("a property name with backticks", () => {
  it("is one code span in the message, the Markdown and the HTML", async () => {
    const diff = await report(doc("a", "x`y", "`z"), doc("a"));
    expect(diff.findings.map((f) => f.message).sort()).toEqual([
      "The optional `` `z `` response property of `GET /x` was removed.",
      "The optional ``x`y`` response property of `GET /x` was removed.",
    ]);
    const md = renderReport("md", diff);
    expect(md).toContain("The optional ``x`y`` response property of `GET /x` was removed.");
    expect(md).toContain("The optional `` `z `` response property of `GET /x` was removed.");
    const html = renderReport("html", diff);
    expect(html).toContain("The optional <code>x&#x60;y</code> response property of <code>GET /x</code> was removed.");
    expect(html).toContain("The optional <code>&#x60;z</code> response property of <code>GET /x</code> was removed.");
  });
});

describe("a property name with a line break or other odd characters", () => {
  it("is in the pointers of a JSON report that report.schema.json accepts", async () => {
    const diff = await report(doc("a", "n\nl", "t\tab", "a/b~c", "\u2028"), doc("a"));
    expect(diff.findings.map((f) => f.definition.pointer).sort()).toEqual([
      "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/a~1b~0c",
      "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/n\nl",
      "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/t\tab",
      "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/\u2028",
    ]);
    const json = JSON.parse(renderReport("json", diff)) as unknown;
    expect(validate(json) ? [] : validate.errors).toEqual([]);
  });
});
