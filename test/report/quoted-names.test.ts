/**
 * Rule messages quote spec names as code spans (`name`), and the Markdown and HTML reports read those spans back. A
 * name that holds backticks must still be one span, whole, in the message and in both reports: a span fenced by
 * more backticks than any run inside (CommonMark 0.31 section 6.1), never a name cut in two with the rest of the
 * sentence read as code.
 */
import { describe, expect, it } from "vitest";
import { renderReport } from "../../generator/report/render.js";
import { pairDiffer } from "../diff/support.js";

const { report } = pairDiffer("quoted-names");

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
