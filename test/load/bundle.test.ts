/**
 * Happy-path bundling: every relative-file $ref of test/fixtures/load/happy ends up as one document with local refs
 * only, hoisted parts get deterministic, collision-free names, and locate() answers for every part.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadSpec, type LoadedSpec } from "../../generator/load/index.js";
import { getAt } from "../../generator/load/pointer.js";
import { failure, FIXTURES, HEADER, scratch } from "./support.js";

const HAPPY = `${FIXTURES}/happy`;
let spec: LoadedSpec;
beforeAll(async () => {
  spec = await loadSpec(`${HAPPY}/api.yaml`);
});

const at = (pointer: string) =>
  getAt(
    spec.document,
    pointer
      .slice(2)
      .split("/")
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")),
  )?.value;

describe("what the bundled document holds", () => {
  test.each([
    // path items are inlined; their own local refs point to the hoisted parts of their file
    ["#/paths/~1pets/get/operationId", "list_pets"],
    ["#/paths/~1pets/get/responses/200/content/application~1json/schema/items", { $ref: "#/components/schemas/Pet" }],
    ["#/paths/~1pets/get/responses/default", { $ref: "#/components/responses/Problem" }],
    // a path item $ref with a sibling: the sibling wins (OpenAPI 3.1 §4.8.9)
    ["#/paths/~1cats/summary", "Cats, as the entry spec says"],
    ["#/paths/~1cats/get/operationId", "list_cats"],
    // refs to components of other files are hoisted and rewritten
    ["#/paths/~1nodes/get/parameters/0", { $ref: "#/components/parameters/Limit" }],
    ["#/paths/~1nodes/get/responses/200/content/application~1json/schema", { $ref: "#/components/schemas/Node" }],
    // a local ref stays as it is
    ["#/paths/~1nodes/get/responses/400", { $ref: "#/components/responses/Problem" }],
    // a whole-file ref is named after its file
    [
      "#/paths/~1places/get/responses/200/content/application~1json/schema/properties/place",
      { $ref: "#/components/schemas/location" },
    ],
    // names outside [A-Za-z0-9._-] are cleaned
    [
      "#/paths/~1places/get/responses/200/content/application~1json/schema/properties/slash",
      { $ref: "#/components/schemas/a_b" },
    ],
    [
      "#/paths/~1places/get/responses/200/content/application~1json/schema/properties/tilde",
      { $ref: "#/components/schemas/t_x" },
    ],
    [
      "#/paths/~1places/get/responses/200/content/application~1json/schema/properties/percent",
      { $ref: "#/components/schemas/p_q" },
    ],
    // a property called "$ref" is a property, not a reference
    [
      "#/paths/~1places/get/responses/200/content/application~1json/schema/properties/$ref",
      { type: "string", description: 'A property that is really called "$ref".' },
    ],
    // name collisions: the entry keeps its own Error; the two shared ones are told apart by their file
    ["#/components/schemas/Error/description", "The entry's own Error, which keeps its name."],
    ["#/components/schemas/shared_common_Error/description", "An Error that collides with the entry's own Error."],
    [
      "#/paths/~1places/get/responses/200/content/application~1json/schema/properties/other",
      { $ref: "#/components/schemas/shared_other_common_Error" },
    ],
    [
      "#/components/responses/Problem/content/application~1json/schema",
      { $ref: "#/components/schemas/shared_common_Error" },
    ],
    // a recursive schema bundles once and points at itself
    ["#/components/schemas/Node/properties/next", { $ref: "#/components/schemas/Node" }],
    // discriminator mappings of other files are rewritten, bare names included
    [
      "#/components/schemas/Pet/discriminator/mapping",
      { cat: "#/components/schemas/Cat", dog: "#/components/schemas/Dog" },
    ],
    // slot refs of the entry (`components/x/name: {$ref}`) hold the content in place, under the entry's name
    ["#/components/securitySchemes/key", { type: "apiKey", in: "header", name: "X-Api-Key" }],
    ["#/components/responses/Problem/description", "A problem."],
  ])("%s", (pointer, want) => {
    expect(at(pointer)).toEqual(want);
  });

  test("the components, in order: the entry's own first, then the hoisted ones by name", () => {
    const components = spec.document.components as Record<string, Record<string, unknown>>;
    expect(Object.keys(components)).toEqual(["securitySchemes", "responses", "schemas", "parameters"]);
    expect(Object.keys(components.schemas!)).toEqual([
      "Error",
      "Cat",
      "Dog",
      "Node",
      "Pet",
      "a_b",
      "location",
      "p_q",
      "shared_common_Error",
      "shared_other_common_Error",
      "t_x",
    ]);
  });

  test("no ref to another file is left, and every ref resolves inside the document", () => {
    const refs = JSON.stringify(spec.document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const pointer = JSON.parse(`{${ref}}`).$ref as string;
      expect(pointer.startsWith("#/")).toBe(true);
      expect(at(decodeURIComponent(pointer))).toBeDefined();
    }
  });

  test("sources: every file read, entry first", () => {
    expect(spec.sources).toEqual([
      `${HAPPY}/api.yaml`,
      `${HAPPY}/shared/paths.yaml`,
      `${HAPPY}/shared/common.yaml`,
      `${HAPPY}/shared/location.yaml`,
      `${HAPPY}/shared/other/common.yaml`,
    ]);
    expect(spec.openapi).toBe("3.1");
    expect(spec.file).toBe(`${HAPPY}/api.yaml`);
  });

  // openapi-typescript mutates what it is given (it adds discriminator enums to Cat and Dog): hand it a copy.
  test("openapi-typescript accepts the bundled object", async () => {
    const types = astToString(
      await openapiTS(structuredClone(spec.document) as unknown as Parameters<typeof openapiTS>[0]),
    );
    expect(types).toContain('other?: components["schemas"]["shared_other_common_Error"];');
    expect(types).toContain('next?: components["schemas"]["Node"];');
  });

  test("loading twice gives the same document, byte for byte", async () => {
    const again = await loadSpec(`${HAPPY}/api.yaml`);
    expect(JSON.stringify(again.document)).toBe(JSON.stringify(spec.document));
  });
});

describe("locate()", () => {
  test.each([
    ["#/info/title", "api.yaml", 4, 3],
    ["#/paths/~1nodes/get/operationId", "api.yaml", 14, 7],
    ["#/paths/~1pets", "shared/paths.yaml", 3, 3],
    ["#/paths/~1pets/get/operationId", "shared/paths.yaml", 6, 7],
    ["#/paths/~1cats/summary", "api.yaml", 11, 5],
    ["#/components/schemas/Node/properties/next", "shared/common.yaml", 9, 9],
    ["#/components/schemas/shared_other_common_Error/properties/reason", "shared/other/common.yaml", 8, 9],
    ["#/components/schemas/location/properties/city", "shared/location.yaml", 4, 3],
    ["#/components/securitySchemes/key/name", "shared/common.yaml", 43, 7],
    ["#/components/schemas/Pet/discriminator/mapping/cat", "shared/paths.yaml", 40, 11],
    ["#/components/schemas/p_q", "shared/common.yaml", 23, 5],
  ])("%s is at %s:%i:%i", (pointer, file, line, col) => {
    expect(spec.locate(pointer)).toEqual({ file: `${HAPPY}/${file}`, line, col });
  });

  test.each([["#/nope"], ["#/paths/~1pets/put"], ["not a pointer"]])("%s names nothing: undefined", (pointer) => {
    expect(spec.locate(pointer)).toBeUndefined();
  });

  test("a JSON entry: OpenAPI 3.0, located in the JSON text", async () => {
    const json = await loadSpec(`${HAPPY}/api30.json`);
    expect(json.openapi).toBe("3.0");
    expect(json.document.components).toEqual({
      schemas: { location: { type: "object", properties: { city: { type: "string" } } } },
    });
    expect(json.locate("#/paths/~1things/get/operationId")).toEqual({ file: `${HAPPY}/api30.json`, line: 7, col: 9 });
    expect(json.locate("#/components/schemas/location/type")).toEqual({
      file: `${HAPPY}/shared/location.yaml`,
      line: 2,
      col: 1,
    });
  });
});

describe("edge cases", () => {
  const tmp = scratch();
  afterAll(() => tmp.remove());
  const file = (name: string, text: string) => {
    writeFileSync(path.join(tmp.dir, name), text);
    return path.join(tmp.dir, name);
  };

  test("a __proto__ key stays an own key and pollutes nothing", async () => {
    const loaded = await loadSpec(
      file(
        "proto.yaml",
        `${HEADER}components:\n  schemas:\n    A:\n      type: object\n      properties:\n        __proto__:\n          type: string\n`,
      ),
    );
    const properties = (loaded.document.components as any).schemas.A.properties;
    expect(Object.keys(properties)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  test("a path item that would be inlined into itself is an error", async () => {
    file(
      "loop.yaml",
      'paths:\n  /a:\n    post:\n      callbacks:\n        cb:\n          "{$request.body#/url}":\n            $ref: "#/paths/~1a"\n      responses:\n        "200":\n          description: ok\n',
    );
    const entry = file("loop-entry.yaml", `${HEADER}paths:\n  /a:\n    $ref: ./loop.yaml#/paths/~1a\n`);
    expect(await failure(entry)).toBe(
      `${tmp.rel("loop.yaml")}:7:13 #/paths/~1a/post/callbacks/cb/{$request.body#~1url}/$ref $ref cycle that would have to be inlined into itself: ${tmp.rel("loop.yaml")}#/paths/~1a -> ${tmp.rel("loop.yaml")}#/paths/~1a`,
    );
  });

  test("validate: false skips the structural check, not the version check", async () => {
    const file = "test/fixtures/load/bad/item20-responses-nope.yaml";
    expect((await loadSpec(file, { validate: false, strict: true })).warnings).toEqual([]);
    expect((await loadSpec(file)).warnings).toHaveLength(1);
    expect(await failure("test/fixtures/load/bad/item20-swagger2.yaml", { validate: false })).toMatch(
      /Swagger "2.0" documents are not supported/,
    );
  });

  test("a callback written as a $ref to a component callback is followed, not refused as a map of names", async () => {
    const entry = file(
      "callback-ref.yaml",
      `${HEADER}paths:\n  /a:\n    post:\n      callbacks:\n        onEvent:\n          $ref: "#/components/callbacks/Event"\n` +
        '      responses:\n        "200":\n          description: ok\n' +
        'components:\n  callbacks:\n    Event:\n      "{$request.body#/url}":\n        post:\n          responses:\n' +
        '            "200":\n              description: ok\n',
    );
    const { document } = await loadSpec(entry);
    const callbacks = getAt(document, ["paths", "/a", "post", "callbacks"])?.value;
    expect(callbacks).toEqual({ onEvent: { $ref: "#/components/callbacks/Event" } });
  });

  // Not OpenAPI, but what other tools do with it (a JSON Reference): the map it names is read, with a warning.
  test("a map of names written as a $ref is followed and read as the map it names, with a warning", async () => {
    file("paths.yaml", '/pets:\n  get:\n    responses:\n      "204":\n        description: none\n');
    const entry = file("names.yaml", `${HEADER}paths:\n  $ref: ./paths.yaml\n`);
    const { document, warnings } = await loadSpec(entry);
    expect(document.paths).toEqual({ "/pets": { get: { responses: { "204": { description: "none" } } } } });
    expect(warnings).toEqual([
      `${tmp.rel("names.yaml")}:6:3 #/paths/$ref paths holds a $ref instead of its entries (OpenAPI allows none here); read as the map it points to`,
    ]);
  });

  test("such a $ref is checked like any other: one to a URL is refused", async () => {
    const entry = file("names-url.yaml", `${HEADER}paths:\n  $ref: https://example.com/paths.yaml\n`);
    expect(await failure(entry)).toMatch(/^\S+:6:3 #\/paths\/\$ref \$ref "https:\/\/example.com\/paths.yaml" is a URL/);
  });

  test("in a discriminator's mapping, `$ref` is a value like any other", async () => {
    const entry = file(
      "mapping-name.yaml",
      `${HEADER}paths: {}\ncomponents:\n  schemas:\n    Cat: { type: object }\n    Pet:\n      oneOf: [{ $ref: "#/components/schemas/Cat" }]\n` +
        '      discriminator:\n        propertyName: kind\n        mapping:\n          $ref: "#/components/schemas/Cat"\n',
    );
    const { document } = await loadSpec(entry);
    expect(getAt(document, ["components", "schemas", "Pet", "discriminator", "mapping"])?.value).toEqual({
      $ref: "#/components/schemas/Cat",
    });
  });

  // Not OpenAPI, whose document is no reference, but no danger: the file it names is read as the document.
  test("a file that is only a $ref to another is read as that file, with a warning", async () => {
    const target = file(
      "root-target.yaml",
      `${HEADER}paths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: "./root-schema.yaml" }\n`,
    );
    file("root-schema.yaml", "type: object\n");
    const entry = file("root-only.yaml", "# the real one:\n$ref: ./root-target.yaml\nx-note: kept short\n");
    const loaded = await loadSpec(entry);
    expect(loaded.document).toEqual((await loadSpec(target)).document);
    expect(loaded.warnings).toEqual([
      `${tmp.rel("root-only.yaml")}:2:1 #/$ref the document is a $ref (OpenAPI has no such root); read ${tmp.rel("root-target.yaml")} as it; its 1 other key ignored`,
    ]);
    expect(loaded.sources).toEqual([
      tmp.rel("root-only.yaml"),
      tmp.rel("root-target.yaml"),
      tmp.rel("root-schema.yaml"),
    ]);
    expect(await failure(entry, { strict: true })).toBe(loaded.warnings[0]);
  });

  test("a $ref beside the document's own openapi field is left out, with a warning", async () => {
    const entry = file("root-ref.yaml", `${HEADER}paths: {}\n$ref: ./other.yaml\n`);
    const loaded = await loadSpec(entry);
    expect(loaded.document).toEqual({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} });
    expect(loaded.warnings).toEqual([
      `${tmp.rel("root-ref.yaml")}:6:1 #/$ref $ref at the document's root, beside its own openapi field; the document is read without it`,
    ]);
  });

  test.each([
    [
      "with a pointer",
      "root-pointer.yaml",
      "$ref: ./root-target.yaml#/paths\n",
      "a $ref at the document's root may only name a whole file (no #/ pointer)",
    ],
    ["to itself", "root-self.yaml", "$ref: ./root-self.yaml\n", "circular $ref chain at the documents' roots"],
    [
      "to a URL",
      "root-url.yaml",
      "$ref: https://example.com/api.yaml\n",
      '$ref "https://example.com/api.yaml" is a URL; only local files and #/ pointers are allowed, and nothing is fetched over the network',
    ],
  ])("a root $ref %s is refused", async (_what, name, text, why) => {
    expect(await failure(file(name, text))).toBe(`${tmp.rel(name)}:1:1 #/$ref ${why}`);
  });

  test("a ref whose pointer loops through a ref back to itself is a ref to nothing, with a warning", async () => {
    const entry = file(
      "pointer-loop.yaml",
      `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A: { $ref: "#/components/schemas/A/items" }\n`,
    );
    const loaded = await loadSpec(entry);
    expect(loaded.document.components).toEqual({ schemas: { A: {} } });
    expect(loaded.warnings).toEqual([
      `${tmp.rel("pointer-loop.yaml")}:8:10 #/components/schemas/A/$ref $ref "#/components/schemas/A/items" cannot be resolved: its pointer loops through #/components/schemas/A; read without it (a schema: any value)`,
    ]);
  });

  // Stripe's spec split into a file per schema: `x-expansionResources: {oneOf: [{$ref: ./file.json}]}` beside a
  // property that refers to the same schema. Copied in, the extension held the ref that led to it: a cycle, refused.
  test("a ref in an extension to a part hoisted for another ref refers to it; one to any other part is copied", async () => {
    file(
      "ext-a.yaml",
      "type: object\nproperties: {b: {$ref: ./ext-b.yaml}}\nx-links: {oneOf: [{$ref: ./ext-b.yaml}]}\n",
    );
    file(
      "ext-b.yaml",
      "type: object\nproperties: {a: {$ref: ./ext-a.yaml}}\nx-links: [{$ref: ./ext-a.yaml}, {$ref: ./ext-c.yaml}]\n",
    );
    file("ext-c.yaml", "note: only an extension names this file\n");
    const entry = file(
      "ext-entry.yaml",
      `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A: {$ref: ./ext-a.yaml}\n    B: {$ref: ./ext-b.yaml}\n`,
    );
    const loaded = await loadSpec(entry);
    expect(loaded.document.components).toEqual({
      schemas: {
        A: {
          type: "object",
          properties: { b: { $ref: "#/components/schemas/B" } },
          "x-links": { oneOf: [{ $ref: "#/components/schemas/B" }] },
        },
        B: {
          type: "object",
          properties: { a: { $ref: "#/components/schemas/A" } },
          "x-links": [{ $ref: "#/components/schemas/A" }, { note: "only an extension names this file" }],
        },
      },
    });
    expect(loaded.warnings).toEqual([]);
  });

  test("a cycle of refs through a file in a folder whose name holds a # names that file by its path", async () => {
    mkdirSync(path.join(tmp.dir, "a#b"), { recursive: true });
    file("a#b/cycle.yaml", 'A: { $ref: "#/B" }\nB: { $ref: "#/A" }\n');
    const entry = file(
      "a#b/entry.yaml",
      `${HEADER}paths: {}\ncomponents:\n  schemas:\n    X: { $ref: "./cycle.yaml#/A" }\n`,
    );
    const cycle = tmp.rel("a#b/cycle.yaml");
    expect(await failure(entry)).toBe(
      `${tmp.rel("a#b/entry.yaml")}:8:10 #/components/schemas/X/$ref circular $ref chain with no schema or object in it: ${cycle}#/A -> ${cycle}#/B -> ${cycle}#/A`,
    );
  });

  test("a ref whose pointer names nothing is still refused for where its file part leads", async () => {
    mkdirSync(path.join(tmp.dir, "a-folder"), { recursive: true });
    const entry = file(
      "frag-dir.yaml",
      `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A: { $ref: "./a-folder#/a~2" }\n`,
    );
    expect(await failure(entry)).toBe(
      `${tmp.rel("frag-dir.yaml")}:8:10 #/components/schemas/A/$ref $ref "./a-folder#/a~2" points to a directory, not a file`,
    );
  });

  test("a components that is no mapping, where parts of other files must go, is replaced by one, with a warning", async () => {
    file("comp-schema.yaml", "Thing: { type: string }\n");
    const entry = file(
      "comp.yaml",
      `${HEADER}components: none\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: "./comp-schema.yaml#/Thing" }\n`,
    );
    const loaded = await loadSpec(entry);
    expect(loaded.document.components).toEqual({ schemas: { Thing: { type: "string" } } });
    expect(loaded.warnings).toEqual([
      `${tmp.rel("comp.yaml")}:5:1 #/components should be a mapping, not a string: read as one holding the parts brought in from other files`,
    ]);
  });
});
