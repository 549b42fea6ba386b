/**
 * Unit tables for the small pieces of the load stage: JSON pointers, $ref strings, UTF-8 scanning, JSON positions and
 * the one-line message format.
 */
import { describe, expect, test } from "vitest";
import { LoadError } from "../../generator/load/errors.js";
import { oneLine } from "../../generator/output/invisible.js";
import { parseJson } from "../../generator/load/parse-json.js";
import { formatPointer, formatRefPointer, parsePointer, parseRefFragment } from "../../generator/load/pointer.js";
import { firstInvalidUtf8 } from "../../generator/load/read-file.js";
import { lintHere, lintInWorker, structProblems } from "../../generator/load/struct-lint.js";
import { parseRef } from "../../generator/load/ref-target.js";

describe("JSON pointers", () => {
  test.each([
    [[], "#", "#"],
    [["paths", "/pets/{id}"], "#/paths/~1pets~1{id}", "#/paths/~1pets~1{id}"],
    [["a~b", "c/d"], "#/a~0b/c~1d", "#/a~0b/c~1d"],
    [["p%q", 'x"y', "a b"], '#/p%q/x"y/a b', "#/p%25q/x%22y/a%20b"],
  ])("%j → %s (ref: %s)", (segments, pointer, ref) => {
    expect(formatPointer(segments)).toBe(pointer);
    expect(formatRefPointer(segments)).toBe(ref);
    expect(parsePointer(pointer)).toEqual(segments);
    expect(parseRefFragment(ref.slice(1))).toEqual(segments);
  });

  test.each([
    ["/a~2b", "has an invalid ~ escape in its pointer (only ~0 and ~1 are allowed)"],
    ["anchor", "has a fragment that is not a JSON pointer (it must start with #/)"],
    ["/a%zz", "has a malformed %-escape in its fragment"],
  ])("fragment %s is refused: %s", (fragment, want) => {
    expect(parseRefFragment(fragment)).toBe(want);
  });
});

describe("$ref strings", () => {
  const file = { locate: () => ({ file: "spec.yaml", line: 3, col: 5 }) };
  const policy = { root: "/specs", allowOutsideRefs: false };
  const parse = (ref: string, allowOutsideRefs = false) => {
    try {
      return parseRef({ ref, file, segments: ["x", "$ref"] }, { ...policy, allowOutsideRefs });
    } catch (error) {
      return (error as LoadError).message;
    }
  };

  test.each([
    ["#/components/schemas/A", { segments: ["components", "schemas", "A"] }],
    ["./shared/x.yaml", { path: "./shared/x.yaml", segments: [] }],
    ["shared/my%20file.yaml#/a~1b", { path: "shared/my file.yaml", segments: ["a/b"] }],
    [
      "HTTP://x/y",
      'spec.yaml:3:5 #/x/$ref $ref "HTTP://x/y" is a URL; only local files and #/ pointers are allowed, and nothing is fetched over the network',
    ],
    [
      "data:text/plain,hi",
      'spec.yaml:3:5 #/x/$ref $ref "data:text/plain,hi" is a URL; only local files and #/ pointers are allowed, and nothing is fetched over the network',
    ],
    // messages quote spec text as JSON strings, so a backslash shows doubled
    [
      String.raw`\\server\share\x.yaml`,
      String.raw`spec.yaml:3:5 #/x/$ref $ref "\\\\server\\share\\x.yaml" is a network path; only local files are allowed`,
    ],
    [
      String.raw`C:\x.yaml`,
      String.raw`spec.yaml:3:5 #/x/$ref $ref "C:\\x.yaml" is an absolute path; use a path relative to the spec (or --allow-outside-refs, allowOutsideRefs)`,
    ],
    // A fragment that names no node is a ref to nothing (resolve.ts warns), the file part checked first.
    ["#anchor", { segments: [], broken: "has a fragment that is not a JSON pointer (it must start with #/)" }],
    ["x.yaml#/a%zz", { path: "x.yaml", segments: [], broken: "has a malformed %-escape in its fragment" }],
    [
      "https://x/y#/a~2",
      'spec.yaml:3:5 #/x/$ref $ref "https://x/y#/a~2" is a URL; only local files and #/ pointers are allowed, and nothing is fetched over the network',
    ],
  ])("%s", (ref, want) => {
    expect(parse(ref)).toEqual(want);
  });

  test("allowOutsideRefs allows absolute paths but never URLs", () => {
    expect(parse("/etc/hostname", true)).toEqual({ path: "/etc/hostname", segments: [] });
    expect(parse("https://x/y", true)).toMatch(/is a URL/);
  });
});

describe("UTF-8", () => {
  test.each([
    [[0x61, 0x62], 2],
    [[0x61, 0xff], 1],
    [[0xc3, 0xa9, 0xc3], 2], // truncated sequence
    [[0xc0, 0xaf], 0], // overlong "/"
    [[0xed, 0xa0, 0x80], 0], // an encoded surrogate
    [[0xf0, 0x9f, 0x98, 0x80, 0xf5], 4], // an emoji, then a byte that never starts a sequence
  ])("%j: first invalid byte at %i", (bytes, want) => {
    expect(firstInvalidUtf8(new Uint8Array(bytes))).toBe(want);
  });
});

describe("JSON positions", () => {
  const text = '{\n  "a": { "b\\"c": [10, {"d": 1}, "x\\\\"] },\n  "e~f": "/"\n}\n';
  const parsed = parseJson(text, "t.json");
  test.each([
    [[], 1, 1],
    [["a"], 2, 3],
    [['b"c'], 1, 1], // not a root key: stays at the deepest existing ancestor
    [["a", 'b"c'], 2, 10],
    [["a", 'b"c', "1"], 2, 23],
    [["a", 'b"c', "1", "d"], 2, 24],
    [["a", 'b"c', "2"], 2, 33],
    [["a", 'b"c', "9"], 2, 10],
    [["e~f"], 3, 3],
  ])("%j is at %i:%i", (segments, line, col) => {
    expect(parsed.position(segments)).toEqual({ line, col });
  });

  test("syntax errors are located", () => {
    expect(() => parseJson('{\n  "a": 1,\n}', "t.json")).toThrow(
      new LoadError("JSON syntax error: Expected double-quoted property name", { file: "t.json", line: 3, col: 1 }),
    );
  });
});

test.each([
  ["a\nb", "a\\nb"],
  ["a\r\u2028b\u0000", "a\\r\\u2028b\\u0000"],
  ["lone \ud800 surrogate", "lone \\ud800 surrogate"],
  ["emoji 😀 is fine", "emoji 😀 is fine"],
  // a message must not read differently from what it says: bidirectional and invisible characters are escapes
  ['key "admin\u202e \u2066x\u2069\u200b"', 'key "admin\\u202e \\u2066x\\u2069\\u200b"'],
])("oneLine(%j)", (given, want) => {
  expect(oneLine(given)).toBe(want);
});

test("a legal spec too deep for Redocly's stack (refs chained 10 000 long) is still validated, in a worker", async () => {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < 10_000; i++) {
    schemas[`S${i}`] = { type: "object", properties: { next: { $ref: `#/components/schemas/S${i + 1}` } } };
  }
  schemas.S10000 = { type: "object", properties: "nope" };
  const ok = { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/S0" } } } };
  const document = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: { "/a": { get: { responses: { "200": ok } } } },
  };
  expect(await structProblems({ ...document, components: { schemas } }, "/chain.json")).toEqual([
    {
      message: "Expected type `SchemaProperties` (object) but got `string`",
      pointer: "#/components/schemas/S10000/properties",
    },
  ]);
});

describe("the struct rule in this thread answers as Redocly's lintDocument does (the worker's way)", () => {
  const info = { title: "t", version: "1" };
  const ok = { "200": { description: "ok" } };
  const documents: [string, Record<string, unknown>][] = [
    ["a valid 3.1 document", { openapi: "3.1.0", info, paths: { "/a": { get: { responses: ok } } } }],
    ["responses that are a string", { openapi: "3.1.0", info, paths: { "/a": { get: { responses: "nope" } } } }],
    ["info without a version", { openapi: "3.1.0", info: { title: "t" }, paths: {} }],
    [
      "a parameter in: body, in 3.0",
      { openapi: "3.0.3", info, paths: { "/a": { get: { parameters: [{ name: "x", in: "body" }], responses: ok } } } },
    ],
    [
      "nullable without a type (not structural here) and properties that are a list",
      {
        openapi: "3.0.3",
        info,
        paths: {},
        components: { schemas: { A: { nullable: true }, B: { type: "object", properties: ["x"] } } },
      },
    ],
  ];

  test.each(documents)("%s", async (_name, document) => {
    const here = await lintHere(document, "/spec.json");
    expect(here).toEqual(await lintInWorker(document, "/spec.json"));
    // Prepared once per version and reused: a second document, then this one again, gives the same answer.
    await lintHere(documents[1]![1], "/other.json");
    expect(await lintHere(document, "/spec.json")).toEqual(here);
  });

  test("the broken ones are found", async () => {
    const found = await Promise.all(documents.map(([, d]) => lintHere(d, "/spec.json")));
    expect(found.map((problems) => problems.length > 0)).toEqual([false, true, true, true, true]);
  });
});
