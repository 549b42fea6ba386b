/**
 * An anyOf/oneOf whose members only say `required` ("send at least one of these", as GitHub writes its Pages and
 * code-scanning request bodies) is one keyword of the object, not shapes of their own. GHES 3.0 → 3.8 turned
 * `POST /repos/{owner}/{repo}/pages`'s `required: [source]` into `anyOf: [{required: [source]}, {required:
 * [build_type]}]`: read as shapes, that was "The `object` alternative (anyOf) ... was removed" (breaking) and two
 * "`any` alternative was added", for a change that accepts more.
 */
import { describe, expect, it } from "vitest";
import { pairDiffer, type Want } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("required-alternatives");

/** POST /pages, whose required JSON body is an object with three optional string properties and `rest`. */
const pages = (rest: Json): Json => ({
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: {
    "/pages": {
      post: {
        operationId: "p",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { source: { type: "string" }, build_type: { type: "string" }, cname: { type: "string" } },
                ...rest,
              },
            },
          },
        },
        responses: { "204": { description: "done" } },
      },
    },
  },
});
const anyOf = (...names: string[][]): Json => ({ anyOf: names.map((required) => ({ required })) });
const keyword = (severity: "breaking" | "safe", change: string): Want => [
  severity === "safe" ? "request-schema-keyword-relaxed" : "request-schema-keyword-tightened",
  severity,
  `The \`anyOf\` keyword of the request body of \`POST /pages\` was ${change}.`,
  ["POST /pages"],
];

describe("an anyOf of required lists", () => {
  it("a required property become one of two is that property optional, and the keyword relaxed", async () => {
    expect(await findings(pages({ required: ["source"] }), pages(anyOf(["source"], ["build_type"])))).toEqual([
      [
        "request-property-became-optional",
        "safe",
        "The `source` request property of `POST /pages` became optional.",
        ["POST /pages"],
      ],
      keyword("safe", "added as `build_type | source`"),
    ]);
  });

  it("added where nothing was required is breaking; a list added to it is safe, one removed breaking", async () => {
    expect(await findings(pages({}), pages(anyOf(["source"], ["build_type"])))).toEqual([
      keyword("breaking", "added as `build_type | source`"),
    ]);
    const two = pages(anyOf(["source"], ["build_type"]));
    const three = pages(anyOf(["build_type"], ["source"], ["cname"]));
    expect(await findings(two, three)).toEqual([
      keyword("safe", "changed from `build_type | source` to `build_type | cname | source`"),
    ]);
    expect(await findings(three, two)).toEqual([
      keyword("breaking", "changed from `build_type | cname | source` to `build_type | source`"),
    ]);
  });

  it("its lists in another order are no change; a name every list has is required", async () => {
    expect(await findings(pages(anyOf(["source"], ["build_type"])), pages(anyOf(["build_type"], ["source"])))).toEqual(
      [],
    );
    expect(
      await findings(pages({ required: ["cname"] }), pages(anyOf(["cname", "source"], ["build_type", "cname"]))),
    ).toEqual([keyword("breaking", "added as `build_type | source`")]);
  });

  it("a size bound among the lists (`source`, or nothing at all) is one condition of the keyword", async () => {
    const either = pages({ anyOf: [{ required: ["source"] }, { maxProperties: 0 }] });
    const reversed = pages({ anyOf: [{ maxProperties: 0 }, { required: ["source"] }] });
    expect(await findings(either, pages({}))).toEqual([
      keyword("safe", "removed (it was `maxProperties: 0 | source`)"),
    ]);
    expect(await findings(pages({}), either)).toEqual([keyword("breaking", "added as `maxProperties: 0 | source`")]);
    expect(await findings(either, reversed)).toEqual([]);
    // The bound dropped leaves `source` required: an empty body is no longer accepted.
    expect(await findings(either, pages(anyOf(["source"], ["build_type"])))).toEqual([
      keyword("breaking", "changed from `maxProperties: 0 | source` to `build_type | source`"),
    ]);
    // `source` required become `source` or nothing: accepts more.
    expect(await findings(pages({ required: ["source"] }), either)).toEqual([
      [
        "request-property-became-optional",
        "safe",
        "The `source` request property of `POST /pages` became optional.",
        ["POST /pages"],
      ],
      keyword("safe", "added as `maxProperties: 0 | source`"),
    ]);
  });
});
