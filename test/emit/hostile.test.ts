/**
 * Hostile specs fed to the model and emit stages (docs/safety.md B1 to B11): every case either fails with a located
 * ModelError or produces files that pass the post-generation guard, compile, and keep the spec's strings intact (round
 * trip through the emitted module).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buildModel } from "../../generator/model/index.js";
import { defaultBaseUrl } from "../../generator/emit/base-url.js";
import { guardEmittedFile } from "../../generator/emit/guard.js";
import { nameOperations } from "../../generator/emit/names.js";
import { entryPointDts, entryPointJs } from "../../generator/emit/revision-module.js";
import { printTypes, typesNodes } from "../../generator/emit/types-file.js";

type Doc = Record<string, unknown>;
const evil = "*/ export const pwned = 1; /*";

function spec(paths: Doc, extra: Doc = {}): Doc {
  return { openapi: "3.1.0", info: { title: "t", version: "1" }, paths, ...extra };
}
function get(operationId: string, more: Doc = {}): Doc {
  return { get: { operationId, responses: { "200": { description: "ok" } }, ...more } };
}

async function emit(doc: Doc) {
  const model = buildModel(doc);
  const input = {
    model,
    banner: "test",
    runtimeImport: "./runtime.js",
  };
  const files = {
    "types.d.ts": printTypes(typesNodes(doc, model.operations), "test"),
    "index.js": entryPointJs(input),
    "index.d.ts": entryPointDts(input),
  };
  for (const [name, text] of Object.entries(files)) guardEmittedFile(name, text);
  return { model, files };
}

/** Writes the emitted index.js beside a stub runtime and imports it, to compare its values with the spec. */
async function importEmitted(js: string): Promise<Record<string, { id: string; path: string }>> {
  const dir = mkdtempSync(path.join(tmpdir(), "revforge-hostile-"));
  writeFileSync(
    path.join(dir, "runtime.js"),
    "export const createRuntimeClient = () => ({}); export const pages = () => {}; export const items = () => {};\n",
  );
  writeFileSync(path.join(dir, "index.js"), js);
  return import(pathToFileURL(path.join(dir, "index.js")).href);
}

describe("bad-input plan (a): specs fed to the generator", () => {
  it("1: spec text that closes a comment stays inside JSDoc", async () => {
    const doc = spec(
      { "/x": get("x", { summary: evil, description: evil }) },
      {
        info: { title: evil, version: "1", description: evil },
        components: {
          schemas: { S: { type: "string", description: evil, example: evil, default: evil, title: evil } },
        },
      },
    );
    const { files } = await emit(doc);
    for (const text of Object.values(files)) expect(text).not.toMatch(/^export const pwned/m);
    expect(files["index.d.ts"]).toContain("*\\/ export const pwned = 1; /*");
  });

  it("2: x-enum-descriptions with line breaks and code stay out of the code", async () => {
    const payload = 'Evil = (console.log("X"), 3),';
    const doc = spec(
      { "/x": get("x") },
      {
        components: {
          schemas: {
            E: {
              type: "integer",
              enum: [1, 2, 3, 4],
              "x-enum-descriptions": [`a\n${payload}`, `b\r${payload}`, `c\u2028${payload}`, `d\u2029${payload}`],
            },
          },
        },
      },
    );
    const { files } = await emit(doc);
    expect(files["types.d.ts"]).not.toMatch(/console\.log\("X"\)\s*,\s*3\)/);
  });

  it("3 and 4: punctuation-only and quote-laden enum strings are string literal types", async () => {
    const values = ['"=+[]};(+[]+[]);{//', "\\", "'", '"', "`", "${x}", "\u0000", "\u2028", "😀", "\ud800"];
    const doc = spec({ "/x": get("x") }, { components: { schemas: { E: { type: "string", enum: values } } } });
    const { files } = await emit(doc);
    expect(files["types.d.ts"]).toContain("E:");
  });

  it("4: an operationId full of quotes and separators round-trips through the emitted module", async () => {
    const id = "get'X\"; y; //${`\\\u2028";
    const { files, model } = await emit(spec({ "/x": get(id) }));
    const mod = await importEmitted(files["index.js"]);
    const name = nameOperations(model.operations).get(model.operations[0]!)!;
    expect(mod[name.descriptor]).toMatchObject({ id, path: "/x" });
  });

  it("5: names that collide after sanitising get unique names from their method and path", async () => {
    const doc = spec({
      "/a": get("a-b"),
      "/b": get("a_b"),
      "/c": get("a b"),
      "/d": get("user-id"),
      "/e": get("user_id"),
      "/f": get("UserId"),
    });
    const { model } = await emit(doc);
    const names = [...nameOperations(model.operations)].map(([op, n]) => [op.operationId, n.fn]);
    expect(Object.fromEntries(names)).toEqual({
      "a b": "aB",
      "a-b": "aBGetA",
      a_b: "aBGetB",
      UserId: "userId",
      "user-id": "userIdGetD",
      user_id: "userIdGetE",
    });
    expect(nameOperations([...model.operations].reverse()).get(model.operations[0]!)!.fn).toBe("aBGetA");
  });

  it("5: operations never take a name the entry point declares, imports or re-exports", async () => {
    const ids = ["unwrap", "pages", "operations", "upgrade-targets", "createClient", "createUpgradableClient"];
    const { model, files } = await emit(spec(Object.fromEntries(ids.map((id) => [`/${id}`, get(id)]))));
    const names = [...nameOperations(model.operations)].map(([op, n]) => [op.operationId, n.fn]);
    expect(Object.fromEntries(names)).toEqual({
      unwrap: "unwrapGetUnwrap",
      pages: "pagesGetPages",
      operations: "operationsGetOperations",
      "upgrade-targets": "upgradeTargetsGetUpgradeTargets",
      createClient: "createClientGetCreateClient",
      createUpgradableClient: "createUpgradableClientGetCreateUpgradableClient",
    });
    const mod = await importEmitted(files["index.js"]);
    expect(typeof mod.unwrapGetUnwrap).toBe("function");
  });

  it("6: hostile property names are quoted in types and never mutate a prototype", async () => {
    const names = ["__proto__", "constructor", "toString", "", "1abc", "a-b", 'x"y', "line\nbreak", "$ref"];
    const properties = Object.fromEntries(names.map((n) => [n, { type: "string" }]));
    const doc = spec({ "/x": get("x") }, { components: { schemas: { P: { type: "object", properties } } } });
    const { files } = await emit(doc);
    // In a type literal `__proto__` is an ordinary property name; the others are quoted where they must be.
    for (const key of [
      "__proto__?: string",
      "constructor?: string",
      '""?: string',
      '"1abc"?: string',
      '"a-b"?: string',
      '"x\\"y"?: string',
      '"line\\nbreak"?: string',
    ])
      expect(files["types.d.ts"]).toContain(key);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("7: reserved operationIds become valid identifiers; a duplicate operationId a distinct one", async () => {
    const ids = ["delete", "default", "class", "await", "string", "Date", "Promise", "Weird/Name", "", "constructor"];
    const paths = Object.fromEntries(ids.map((id, i) => [`/p${i}`, get(id)]));
    const { model } = await emit(spec(paths));
    const fns = [...nameOperations(model.operations).values()].map((n) => n.fn).sort();
    for (const fn of fns) expect(fn).toMatch(/^[A-Za-z_$][A-Za-z0-9_$]*$/);
    expect(fns).toContain("_delete");
    // The loader warns; the second by method and path gets the lowest free suffix (load/operation-ids.ts).
    expect(buildModel(spec({ "/b": get("same"), "/a": get("same") })).operations.map((op) => op.operationId)).toEqual([
      "same_2",
      "same",
    ]);
  });

  // Joined to the base URL as it is, such a key would change its host or port; read with its `/`, it is a path.
  it.each([".evil.example/api", "@evil.example/x", ":8443/x", "evil"])(
    "8: path key %j is sent as a path of the base URL",
    async (key) => {
      const { files } = await emit(spec({ [key]: get("x") }));
      expect(files["index.js"]).toContain(`path: ${JSON.stringify(`/${key}`)}`);
    },
  );

  it.each([
    ["/x/../y", /\. or \.\. segments/],
    ["/x/%2E%2e/y", /\. or \.\. segments/],
    ["/x/{id", /unbalanced braces/],
    ["/x/\ny", /control character/],
  ])("9: path key %j is rejected", (key, why) => {
    const params = key.includes("{id}")
      ? { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }] }
      : {};
    expect(() => buildModel(spec({ [key]: get("x", params) }))).toThrow(why);
  });

  // Not a legal path character (or a legal one, `'`, `;`), but harmless as a literal: emitted escaped, and sent
  // percent-encoded (templates/runtime/url.ts).
  it.each(["/a`b", "/a${b}", "/a'b;c", '/a"b', '/x/{id"]: x; ["y}', "/#X-Amz-Target=Kinesis_20131202.ListStreams"])(
    "9: path key %j is emitted only as an escaped literal",
    async (key) => {
      const template = /\{([^{}]*)\}/.exec(key)?.[1];
      const params = template
        ? { parameters: [{ name: template, in: "path", required: true, schema: { type: "string" } }] }
        : {};
      const { files } = await emit(spec({ [key]: get("x", params) }));
      const module = await importEmitted(files["index.js"]);
      expect(module.xOperation?.path).toBe(key);
    },
  );

  it("9: an undeclared template parameter is typed as a string", async () => {
    const doc = spec({ "/x/{id}": get("x") });
    const { model, files } = await emit(doc);
    expect(model.operations[0]!.parameters.path).toEqual([
      {
        name: "id",
        in: "path",
        required: true,
        deprecated: false,
        schema: { type: "string" },
        pointer: "#/paths/~1x~1{id}/get",
      },
    ]);
    expect(files["index.d.ts"]).toContain('export type XArgs = { path: operations["x"]["parameters"]["path"]; };');
    expect(files["types.d.ts"]).toMatch(/path: \{\s+id: string;\s+\};/);
  });

  it.each([
    ["https://x/`${process.exit()}`", undefined],
    ["javascript:alert(1)", undefined],
    ["http://169.254.169.254/latest", undefined],
    ["https://169.254.169.254/latest", undefined],
    ["https://api.example.com/v1/", "https://api.example.com/v1"],
  ])("10: server %j is never code; default base URL %j", async (url, want) => {
    const doc = spec({ "/x": get("x") }, { servers: [{ url }] });
    expect(defaultBaseUrl(doc)).toBe(want);
    const { files } = await emit(doc);
    expect(files["index.js"]).not.toContain("process.exit()");
  });

  it.each([
    ["api", "https://api.example.com"],
    [["api"], undefined],
    [{ host: "api" }, undefined],
    [undefined, undefined],
  ])("10: a server variable's default %j gives the default base URL %j", (value, want) => {
    const servers = [{ url: "https://{host}.example.com", variables: { host: { default: value } } }];
    expect(defaultBaseUrl(spec({ "/x": get("x") }, { servers }))).toBe(want);
  });

  it("10: a port variable's number default is read as its digits", () => {
    const servers = [{ url: "https://api.example.com:{port}", variables: { port: { default: 8443 } } }];
    expect(defaultBaseUrl(spec({ "/x": get("x") }, { servers }))).toBe("https://api.example.com:8443");
  });

  it.each([
    [{ type: "integer", enum: [Infinity] }, "enum"],
    [{ type: "integer", default: NaN }, "default"],
    [{ type: "integer", enum: [2 ** 64] }, "enum"],
    [{ type: "integer", const: 2 ** 64 }, "const"],
  ])("11: %j is typed as its schema's type", async (schema, key) => {
    const doc = spec({ "/x": get("x") }, { components: { schemas: { N: schema } } });
    const { files } = await emit(doc);
    const texts = { [`#/components/schemas/N/${key === "enum" ? "enum/0" : key}`]: "as written" };
    const types = printTypes(typesNodes(doc, buildModel(doc).operations, texts), "test");
    expect(types).toMatch(/ N: number;/);
    if (key === "default") expect(types).toContain("@default as written");
    expect(files["types.d.ts"]).toBeDefined();
  });

  it('11: -0 and the string "NaN" are kept as what they are', async () => {
    const { files } = await emit(
      spec(
        { "/x": get("x") },
        { components: { schemas: { N: { type: "integer", enum: [-0, 1] }, S: { type: "string", enum: ["NaN"] } } } },
      ),
    );
    expect(files["types.d.ts"]).toContain('"NaN"');
  });
});
