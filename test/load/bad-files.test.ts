/**
 * Bad-input cases B16 to B22 of docs/safety.md, plus the file kinds of B26 that the loader sees (directory, FIFO,
 * missing file): hostile YAML and JSON, huge and deep input, broken documents, invalid Unicode and names that would
 * inject header lines. Each case asserts the exact one-line message `file:line:col pointer message`.
 */
import { execFileSync } from "node:child_process";
import { closeSync, openSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { BAD, failure, HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

/** Writes `content` to a scratch file and returns [path to load, path shown in messages]. */
function write(name: string, content: string | Uint8Array): [string, string] {
  writeFileSync(path.join(tmp.dir, name), content);
  return [path.join(tmp.dir, name), tmp.rel(name)];
}

test("B16: the billion-laughs YAML is refused quickly", async () => {
  const started = performance.now();
  expect(await failure(`${BAD}/item16-laughs.yaml`)).toBe(
    `${BAD}/item16-laughs.yaml:2:8 # too many YAML alias expansions (over 10000): refusing a possible billion-laughs document`,
  );
  expect(performance.now() - started).toBeLessThan(1000);
});

test("an anchored schema reused under 3,000 operations is read, its values counted at every use", async () => {
  const operation = (i: number) =>
    `  /r${i}:\n    get:\n      responses:\n        "400":\n          description: bad\n          content:\n            application/json:\n              schema: *error\n`;
  const head = `openapi: 3.1.0\ninfo: {title: t, version: "1"}\ncomponents:\n  schemas:\n    Error: &error\n      type: object\n      properties: {code: {type: string}, message: {type: string}}\npaths:\n`;
  const [file] = write("reused.yaml", head + Array.from({ length: 3000 }, (_, i) => operation(i)).join(""));
  const paths = (await loadSpec(file)).document.paths as Record<string, { get: { responses: unknown } }>;
  expect(Object.keys(paths)).toHaveLength(3000);
  const schema = (i: number) =>
    (paths[`/r${i}`]!.get.responses as Record<string, { content: Record<string, { schema: object }> }>)["400"]!.content[
      "application/json"
    ]!.schema;
  // What the alias stands for, at each place its own copy (later stages may key what they learn by the object).
  expect(schema(2999)).toEqual({
    type: "object",
    properties: { code: { type: "string" }, message: { type: "string" } },
  });
  expect(schema(2999)).not.toBe(schema(0));
});

describe("B17: YAML tags, merge keys, timestamps, several documents, duplicate keys, BOM", () => {
  test.each([
    [
      "item17-js-function.yaml",
      `${BAD}/item17-js-function.yaml:5:12 #/x-handler unsupported YAML tag !!js/function; only plain YAML data is allowed`,
    ],
    [
      "item17-ref-tag.yaml",
      `${BAD}/item17-ref-tag.yaml:5:8 #/x-ref unsupported YAML tag !Ref; only plain YAML data is allowed`,
    ],
    [
      "item17-binary.yaml",
      `${BAD}/item17-binary.yaml:5:18 #/x-blob unsupported YAML tag !!binary; only plain YAML data is allowed`,
    ],
    [
      "item17-multi-doc.yaml",
      `${BAD}/item17-multi-doc.yaml:5:1 # several YAML documents (---) in one file; a spec file holds exactly one`,
    ],
    ["item17-duplicate.yaml", `${BAD}/item17-duplicate.yaml:6:1 #/paths duplicate key "paths"`],
    [
      "item17-duplicate-typed.yaml",
      `${BAD}/item17-duplicate-typed.yaml:11:9 #/paths/~1a/get/responses/200 duplicate key "200"`,
    ],
  ])("%s", async (given, want) => {
    expect(await failure(`${BAD}/${given}`)).toBe(want);
  });

  // A file with two problems reports the one an author reading from the top meets first.
  test.each([
    [
      "two-duplicates.yaml",
      `${HEADER}paths:\n  /a:\n    get:\n      summary: x\n      summary: y\n  /b:\n    get:\n      summary: x\n      summary: y\n`,
      ':9:7 #/paths/~1a/get/summary duplicate key "summary"',
    ],
    [
      "nested-duplicate-first.yaml",
      `${HEADER}x-a:\n  k: 1\n  k: 2\nx-b: 1\nx-b: 2\n`,
      ':7:3 #/x-a/k duplicate key "k"',
    ],
    [
      "two-tags.yaml",
      `${HEADER}x-a: !!binary aGk=\nx-b: !!timestamp 2024-01-01\n`,
      ":5:15 #/x-a unsupported YAML tag !!binary; only plain YAML data is allowed",
    ],
    [
      "two-collection-keys.yaml",
      `${HEADER}x-a:\n  ? [k]\n  : 1\nx-b:\n  ? {k: 1}\n  : 2\n`,
      ":6:5 #/x-a a mapping key is a collection or alias; keys must be plain scalars",
    ],
  ])("the first of two problems in document order: %s", async (name, content, want) => {
    const [file, shown] = write(name, content);
    expect(await failure(file)).toBe(`${shown}${want}`);
  });

  test("a merge key is read as YAML 1.1 readers do, its own keys winning, with a warning; strict refuses it", async () => {
    const merge = "YAML merge key (<<, YAML 1.1): the keys it names are read into this mapping, its own keys winning";
    const warning = `${BAD}/item17-merge.yaml:10:7 #/components/schemas/Child/<< ${merge}`;
    const spec = await loadSpec(`${BAD}/item17-merge.yaml`);
    expect(spec.warnings).toEqual([warning, `${BAD}/item17-merge.yaml:13:7 #/components/schemas/Both/<< ${merge}`]);
    const schemas = (spec.document.components as { schemas: Record<string, unknown> }).schemas;
    expect(schemas.Child).toEqual({ type: "object", description: "merged" });
    expect(schemas.Both).toEqual({ type: "string", description: "from the list" });
    // The merged key is located where the mapping it came from writes it.
    expect(spec.locate("#/components/schemas/Child/type")).toEqual({
      file: `${BAD}/item17-merge.yaml`,
      line: 8,
      col: 7,
    });
    expect(await failure(`${BAD}/item17-merge.yaml`, { strict: true })).toBe(
      `${warning} (and 1 more structural problem)`,
    );
  });

  test("timestamps stay strings (the core schema has no timestamp type)", async () => {
    const spec = await loadSpec(`${BAD}/item17-timestamp.yaml`);
    expect([spec.document["x-released"], spec.document["x-at"]]).toEqual(["2024-05-15", "2024-05-15T10:00:00Z"]);
  });

  test("a byte-order mark is accepted and positions are not shifted by it", async () => {
    const spec = await loadSpec(`${BAD}/item17-bom.yaml`);
    expect(spec.document.openapi).toBe("3.1.0");
    expect(spec.locate("#/info/version")).toEqual({ file: `${BAD}/item17-bom.yaml`, line: 4, col: 3 });
  });
});

describe("B18: JSON duplicate keys", () => {
  test.each([
    [
      "item18-duplicate.json",
      `${BAD}/item18-duplicate.json:5:3 #/paths duplicate key "paths" (JSON.parse would silently keep the last one)`,
    ],
    [
      "item18-escaped-duplicate.json",
      `${BAD}/item18-escaped-duplicate.json:4:57 #/components/schemas/A/type duplicate key "type" (JSON.parse would silently keep the last one)`,
    ],
  ])("%s", async (given, want) => {
    expect(await failure(`${BAD}/${given}`)).toBe(want);
  });
});

describe("B19: size, node and depth caps", () => {
  test("a 100 MB file is refused by its size, before it is read", async () => {
    const [file, shown] = write("huge.yaml", "");
    truncateSync(file, 100 * 1024 * 1024); // sparse: costs no disk
    expect(await failure(file)).toBe(`${shown}:1:1 # file is 104857600 bytes, over the 20971520-byte limit`);
  });

  test("maxBytes lowers the cap", async () => {
    expect(await failure(`${BAD}/item20-in-body.yaml`, { maxBytes: 100 })).toBe(
      `${BAD}/item20-in-body.yaml:1:1 # file is 229 bytes, over the 100-byte limit`,
    );
  });

  test("/dev/zero is refused without being opened", async () => {
    expect(await failure("/dev/zero")).toBe(
      `${path.relative(process.cwd(), "/dev/zero")}:1:1 # is not a regular file (a character device); refusing to read it`,
    );
  });

  test.each([
    ["deep.json", "[".repeat(10_000) + "]".repeat(10_000), ":1:257 #/0/0/0", "nesting is deeper than 256 levels"],
    ["deep-flow.yaml", "[".repeat(10_000) + "]".repeat(10_000), ":1:", "YAML is too deeply nested or too large"],
    [
      "deep-block.yaml",
      Array.from({ length: 300 }, (_, i) => `${" ".repeat(i)}a:`).join("\n"),
      ":257:",
      "nesting is deeper than 256 levels",
    ],
  ])("nesting 10 000 (or 300) deep: %s", async (name, content, where, want) => {
    const [file, shown] = write(name, content);
    const message = await failure(file);
    expect(message.startsWith(`${shown}${where}`)).toBe(true);
    expect(message.endsWith(want)).toBe(true);
  });

  test("more than 5 million values trips the node cap", async () => {
    const [file, shown] = write("wide.json", `{"openapi":"3.1.0","x":[${"0,".repeat(5_000_000)}0]}`);
    expect(await failure(file)).toMatch(new RegExp(`^${shown}:1:\\d+ #/x/\\d+ more than 5000000 values in one file$`));
  });
});

describe("B20: broken documents", () => {
  test.each([
    ["item20-empty.yaml", `${BAD}/item20-empty.yaml:1:1 # file is empty`],
    ["item20-comment-only.yaml", `${BAD}/item20-comment-only.yaml:1:1 # file has no content`],
    [
      "item20-not-a-mapping.yaml",
      `${BAD}/item20-not-a-mapping.yaml:1:1 # a spec must be a mapping (an OpenAPI object) at the top level`,
    ],
    [
      "item20-swagger2.yaml",
      `${BAD}/item20-swagger2.yaml:1:1 #/swagger Swagger "2.0" documents are not supported; convert the spec to OpenAPI 3.0, 3.1 or 3.2`,
    ],
    [
      "item20-openapi4.yaml",
      `${BAD}/item20-openapi4.yaml:1:1 #/openapi openapi must be a version string such as "3.1.0", not the number 4; only 3.0.x, 3.1.x and 3.2.x are supported`,
    ],
  ])("%s", async (given, want) => {
    expect(await failure(`${BAD}/${given}`)).toBe(want);
  });

  // Structural slips load with a warning, the same located line, which `strict` refuses (docs/safety.md, L5).
  test.each([
    [
      "item20-responses-nope.yaml",
      `${BAD}/item20-responses-nope.yaml:8:7 #/paths/~1a/get/responses Expected type \`Responses\` (object) but got \`string\``,
    ],
    [
      "item20-in-body.yaml",
      `${BAD}/item20-in-body.yaml:10:11 #/paths/~1a/post/parameters/0/in \`in\` can be one of the following only: "query", "header", "path", "cookie".`,
    ],
    [
      "item20-no-info-version.yaml",
      `${BAD}/item20-no-info-version.yaml:2:1 #/info The field \`version\` must be present on this level.`,
    ],
  ])("%s: a warning, refused with strict", async (given, want) => {
    expect((await loadSpec(`${BAD}/${given}`)).warnings).toEqual([want]);
    expect(await failure(`${BAD}/${given}`, { strict: true })).toBe(want);
  });

  test("a binary file", async () => {
    const [file, shown] = write("binary.yaml", new Uint8Array([0x6f, 0x70, 0x0a, 0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
    expect(await failure(file)).toBe(`${shown}:2:5 # binary file: it contains a NUL byte`);
  });

  test("openapi: 4.0.0 as a string", async () => {
    const [file, shown] = write("v4.yaml", 'openapi: "4.0.0"\ninfo:\n  title: t\n  version: "1"\npaths: {}\n');
    expect(await failure(file)).toBe(
      `${shown}:1:1 #/openapi unsupported OpenAPI version "4.0.0"; only 3.0.x, 3.1.x and 3.2.x are supported`,
    );
  });
});

describe("B21: invalid UTF-8, NUL and lone surrogates in names", () => {
  test("invalid UTF-8 is refused at its line and column", async () => {
    const bytes = Buffer.concat([Buffer.from(`${HEADER}x-name: "caf`), Buffer.from([0xc3, 0x28]), Buffer.from('"\n')]);
    const [file, shown] = write("latin.yaml", bytes);
    expect(await failure(file)).toBe(`${shown}:5:13 # invalid UTF-8 (byte 0xc3 at offset 59)`);
  });

  test.each([
    [
      "item21-nul-key.json",
      `${BAD}/item21-nul-key.json:4:32 #/components/schemas/A\\u0000B key "A\\u0000B" contains a NUL character`,
    ],
    [
      "item21-nul-key.yaml",
      `${BAD}/item21-nul-key.yaml:7:5 #/components/schemas/Pet\\u0000Name key "Pet\\u0000Name" contains a NUL character`,
    ],
    [
      "item21-surrogate-key.json",
      `${BAD}/item21-surrogate-key.json:4:32 #/components/schemas/A\\ud800 key "A\\ud800" contains a lone UTF-16 surrogate (not valid Unicode)`,
    ],
    [
      "item21-surrogate-key.yaml",
      `${BAD}/item21-surrogate-key.yaml:7:5 #/components/schemas/Pet\\ud800 key "Pet\\ud800" contains a lone UTF-16 surrogate (not valid Unicode)`,
    ],
  ])("%s", async (given, want) => {
    expect(await failure(`${BAD}/${given}`)).toBe(want);
  });

  // As for YAML (B17): of two bad keys, the one met first reading from the top.
  test.each([
    [
      "two-nul-keys.json",
      '{"openapi":"3.1.0","x-a":{"a\\u0000":1},"x-b":{"b\\u0000":1}}',
      ':1:27 #/x-a/a\\u0000 key "a\\u0000" contains a NUL character',
    ],
    [
      "nested-nul-key-first.json",
      '{"openapi":"3.1.0","x-a":{"a\\u0000":1},"x-b\\u0000":2}',
      ':1:27 #/x-a/a\\u0000 key "a\\u0000" contains a NUL character',
    ],
  ])("the first of two bad keys in document order: %s", async (name, content, want) => {
    const [file, shown] = write(name, content);
    expect(await failure(file)).toBe(`${shown}${want}`);
  });
});

describe("B22: header and path parameter names with CR/LF", () => {
  test.each([
    [
      "item22-header-param.yaml",
      `${BAD}/item22-header-param.yaml:9:11 #/paths/~1a/get/parameters/0/name header parameter name "X-Trace\\r\\nX-Injected: 1" contains a line break, NUL or invalid Unicode`,
    ],
    [
      "item22-path-param.yaml",
      `${BAD}/item22-path-param.yaml:9:11 #/paths/~1a~1{id}/get/parameters/0/name path parameter name "id\\n" contains a line break, NUL or invalid Unicode`,
    ],
    [
      "item22-response-header.yaml",
      `${BAD}/item22-response-header.yaml:12:13 #/paths/~1a/get/responses/200/headers/X-Rate\\rLimit header name "X-Rate\\rLimit" contains a line break, NUL or invalid Unicode`,
    ],
  ])("%s", async (given, want) => {
    expect(await failure(`${BAD}/${given}`)).toBe(want);
  });
});

describe("B26 (the loader's part): directories, FIFOs and missing files", () => {
  test("a directory", async () => {
    expect(await failure(`${BAD}/item13-dir`)).toBe(`${BAD}/item13-dir:1:1 # is a directory, not a spec file`);
  });

  test("a missing file", async () => {
    expect(await failure(`${BAD}/nope.yaml`)).toBe(`${BAD}/nope.yaml:1:1 # file not found (ENOENT)`);
  });

  test("a FIFO, as the entry or behind a $ref, is refused without hanging", async () => {
    const fifo = path.join(tmp.dir, "pipe.yaml");
    execFileSync("mkfifo", [fifo]);
    expect(await failure(fifo)).toBe(
      `${tmp.rel("pipe.yaml")}:1:1 # is not a regular file (a FIFO); refusing to read it`,
    );
    const [spec, shown] = write(
      "uses-pipe.yaml",
      `${HEADER}components:\n  schemas:\n    A:\n      $ref: ./pipe.yaml\n`,
    );
    expect(await failure(spec)).toBe(
      `${shown}:8:7 #/components/schemas/A/$ref $ref "./pipe.yaml" points to something that is not a regular file (a FIFO, socket or device)`,
    );
  });

  test.skipIf(process.getuid?.() === 0)("an unreadable file", async () => {
    const [file, shown] = write("locked.yaml", HEADER);
    closeSync(openSync(file, "r"));
    execFileSync("chmod", ["000", file]);
    expect(await failure(file)).toBe(`${shown}:1:1 # file is not readable (EACCES)`);
  });
});

test("no message has a second line or a stack frame", async () => {
  for (const name of ["item20-empty.yaml", "item22-header-param.yaml", "item21-nul-key.yaml", "item17-binary.yaml"]) {
    const message = await failure(`${BAD}/${name}`);
    expect(message).not.toMatch(/[\r\n\u2028\u2029]|\n\s+at /);
  }
});
