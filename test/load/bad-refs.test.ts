/**
 * Bad-input cases B12 to B15 of docs/safety.md: $refs that must not be followed, cycles, and pointers that do not
 * resolve. Each case asserts the exact one-line message `file:line:col pointer message`.
 */
import { createServer, type Server } from "node:http";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { getAt } from "../../generator/load/pointer.js";
import { BAD, failure, HEADER, scratch } from "./support.js";

const URL_REFUSED = "is a URL; only local files and #/ pointers are allowed, and nothing is fetched over the network";

describe("B12: remote $refs are refused with no network I/O", () => {
  let server: Server;
  let requests = 0;
  const tmp = scratch();
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++;
      res.end("type: string\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => {
    server.close();
    tmp.remove();
  });

  test.each([
    [
      "item12-metadata.yaml",
      `${BAD}/item12-metadata.yaml:14:17 #/paths/~1a/get/responses/200/content/application~1json/schema/$ref $ref "http://169.254.169.254/latest/meta-data/iam/security-credentials/" ${URL_REFUSED}`,
    ],
    [
      "item12-https.yaml",
      `${BAD}/item12-https.yaml:8:7 #/components/schemas/A/$ref $ref "https://example.com/schemas.yaml#/A" ${URL_REFUSED}`,
    ],
    [
      "item12-file-url.yaml",
      `${BAD}/item12-file-url.yaml:8:7 #/components/schemas/A/$ref $ref "file:///etc/passwd" ${URL_REFUSED}`,
    ],
    [
      "item12-scheme-relative.yaml",
      `${BAD}/item12-scheme-relative.yaml:8:7 #/components/schemas/A/$ref $ref "//evil.example/x.yaml" is a network path; only local files are allowed`,
    ],
  ])("%s", async (given, want) => {
    expect(await failure(`${BAD}/${given}`)).toBe(want);
  });

  test("a ref to a live local server is refused, even with allowOutsideRefs, and the server sees no request", async () => {
    const { port } = server.address() as { port: number };
    writeFileSync(
      path.join(tmp.dir, "spec.yaml"),
      `${HEADER}components:\n  schemas:\n    A:\n      $ref: http://127.0.0.1:${port}/schema.yaml\n`,
    );
    const want = `${tmp.rel("spec.yaml")}:8:7 #/components/schemas/A/$ref $ref "http://127.0.0.1:${port}/schema.yaml" ${URL_REFUSED}`;
    expect(await failure(path.join(tmp.dir, "spec.yaml"))).toBe(want);
    expect(await failure(path.join(tmp.dir, "spec.yaml"), { allowOutsideRefs: true })).toBe(want);
    expect(requests).toBe(0);
  });
});

describe("B13: local refs that leave the spec's folder, or name a directory, are refused", () => {
  test.each([
    [
      "item13-absolute.yaml",
      `${BAD}/item13-absolute.yaml:8:7 #/components/schemas/A/$ref $ref "/etc/hostname" is an absolute path; use a path relative to the spec (or --allow-outside-refs, allowOutsideRefs)`,
    ],
    [
      "item13-parent.yaml",
      `${BAD}/item13-parent.yaml:8:7 #/components/schemas/A/$ref $ref "../secret/creds.json" leads outside the spec's folder (to "test/fixtures/load/secret/creds.json" after resolving symlinks); refused without --allow-outside-refs (allowOutsideRefs)`,
    ],
    [
      "item13-home.yaml",
      `${BAD}/item13-home.yaml:8:7 #/components/schemas/A/$ref $ref "~/.npmrc" starts with ~; home-relative paths are not allowed`,
    ],
    [
      "item13-directory.yaml",
      `${BAD}/item13-directory.yaml:8:7 #/components/schemas/A/$ref $ref "./item13-dir" points to a directory, not a file`,
    ],
  ])("%s", async (given, want) => {
    expect(await failure(`${BAD}/${given}`)).toBe(want);
  });

  // In a place the bundler knows nothing of (here a schema's unknown `x` beside its `$ref`), an object whose `$ref`
  // is an object is data, and a string `$ref` inside it is still a reference, checked like any other.
  describe("a ref inside the object a `$ref` holds, in a place of no known kind", () => {
    const tmp = scratch();
    afterAll(() => tmp.remove());
    const spec = (inner: string) =>
      `${HEADER}paths: {}\ncomponents:\n  schemas:\n    B: { type: string }\n    A:\n      $ref: "#/components/schemas/B"\n      x:\n        - $ref: { $ref: "${inner}" }\n`;
    test("an absolute path there is refused as one", async () => {
      writeFileSync(path.join(tmp.dir, "nested-absolute.yaml"), spec("/etc/hostname"));
      expect(await failure(path.join(tmp.dir, "nested-absolute.yaml"))).toBe(
        `${tmp.rel("nested-absolute.yaml")}:12:19 #/components/schemas/A/x/0/$ref/$ref $ref "/etc/hostname" is an absolute path; use a path relative to the spec (or --allow-outside-refs, allowOutsideRefs)`,
      );
    });
    test("a local pointer there is kept", async () => {
      writeFileSync(path.join(tmp.dir, "nested-local.yaml"), spec("#/components/schemas/B"));
      const loaded = await loadSpec(path.join(tmp.dir, "nested-local.yaml"));
      const a = (loaded.document.components as { schemas: Record<string, unknown> }).schemas.A;
      expect(a).toEqual({ $ref: "#/components/schemas/B", x: [{ $ref: { $ref: "#/components/schemas/B" } }] });
    });
  });

  // The spec's own root is an OpenAPI document, which no schema (or other object) may be: a ref to it is a ref to
  // nothing, read without it with a warning, as openapi-typescript could not type it.
  test("a $ref to the document's own root is read as a ref to nothing", async () => {
    const tmp = scratch();
    try {
      const file = path.join(tmp.dir, "root-target.yaml");
      writeFileSync(
        file,
        `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A:\n      allOf: [{ type: string }, { $ref: "#" }]\n`,
      );
      const loaded = await loadSpec(file);
      expect(loaded.warnings).toEqual([
        `${tmp.rel("root-target.yaml")}:9:35 #/components/schemas/A/allOf/1/$ref $ref "#" names the whole document; read without it (a schema: any value)`,
      ]);
      expect(getAt(loaded.document, ["components", "schemas", "A"])?.value).toEqual({
        allOf: [{ type: "string" }, {}],
      });
    } finally {
      tmp.remove();
    }
  });

  // RFC 6901 reads `#/` as the key "" of the file; Redocly (and so openapi-typescript) as the whole file, which is
  // what a document that writes it means: read so, with a warning; a file that has the key "" keeps the RFC's reading.
  test('a $ref to another file ending in "#/" names that whole file, with a warning', async () => {
    const tmp = scratch();
    try {
      const file = path.join(tmp.dir, "whole.yaml");
      writeFileSync(
        file,
        `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A: { $ref: "./pet.yaml#/" }\n    B: { $ref: "./keyed.yaml#/" }\n`,
      );
      writeFileSync(path.join(tmp.dir, "pet.yaml"), "type: object\nproperties:\n  name: { type: string }\n");
      writeFileSync(path.join(tmp.dir, "keyed.yaml"), '"": { type: integer }\n');
      const loaded = await loadSpec(file);
      expect(loaded.warnings).toEqual([
        `${tmp.rel("whole.yaml")}:8:10 #/components/schemas/A/$ref $ref "./pet.yaml#/" ends in "#/", which names the key "" of its file (RFC 6901); read as the whole file, as Redocly reads it`,
      ]);
      const schemas = getAt(loaded.document, ["components", "schemas"])?.value as Record<string, unknown>;
      const resolved = (name: string) => {
        const ref = (schemas[name] as { $ref?: string }).$ref;
        return ref === undefined ? schemas[name] : getAt(loaded.document, ref.slice(2).split("/"))?.value;
      };
      expect(resolved("A")).toEqual({ type: "object", properties: { name: { type: "string" } } });
      expect(resolved("B")).toEqual({ type: "integer" });
    } finally {
      tmp.remove();
    }
  });

  describe("symlinks count where they lead", () => {
    const tmp = scratch();
    afterAll(() => tmp.remove());
    beforeAll(() => {
      mkdirSync(path.join(tmp.dir, "root"));
      mkdirSync(path.join(tmp.dir, "outside"));
      writeFileSync(path.join(tmp.dir, "outside", "secret.yaml"), "type: string\ndescription: outside the root\n");
      writeFileSync(path.join(tmp.dir, "root", "inside.yaml"), "type: integer\n");
      symlinkSync("../outside/secret.yaml", path.join(tmp.dir, "root", "link.yaml"));
      symlinkSync("../outside", path.join(tmp.dir, "root", "linkdir"));
      symlinkSync("./inside.yaml", path.join(tmp.dir, "root", "alias.yaml"));
      const spec = (ref: string) => `${HEADER}components:\n  schemas:\n    A:\n      $ref: ${ref}\n`;
      writeFileSync(path.join(tmp.dir, "root", "file-link.yaml"), spec("./link.yaml"));
      writeFileSync(path.join(tmp.dir, "root", "dir-link.yaml"), spec("./linkdir/secret.yaml"));
      writeFileSync(path.join(tmp.dir, "root", "inner-link.yaml"), spec("./alias.yaml"));
    });

    test.each([
      ["file-link.yaml", "./link.yaml"],
      ["dir-link.yaml", "./linkdir/secret.yaml"],
    ])("%s is refused", async (given, ref) => {
      const want = `${tmp.rel(`root/${given}`)}:8:7 #/components/schemas/A/$ref $ref "${ref}" leads outside the spec's folder (to "${tmp.rel("outside/secret.yaml")}" after resolving symlinks); refused without --allow-outside-refs (allowOutsideRefs)`;
      expect(await failure(path.join(tmp.dir, "root", given))).toBe(want);
    });

    test("allowOutsideRefs lets them through, and the target is hoisted", async () => {
      const spec = await loadSpec(path.join(tmp.dir, "root", "file-link.yaml"), { allowOutsideRefs: true });
      expect(spec.document.components).toEqual({ schemas: { A: { type: "string", description: "outside the root" } } });
      expect(spec.sources).toEqual([tmp.rel("root/file-link.yaml"), tmp.rel("outside/secret.yaml")]);
    });

    test("a symlink that stays inside the folder is fine", async () => {
      const spec = await loadSpec(path.join(tmp.dir, "root", "inner-link.yaml"));
      expect(spec.document.components).toEqual({ schemas: { A: { type: "integer" } } });
    });
  });
});

describe("B14: cycles", () => {
  test("a chain of refs that loops through refs only is an error naming the chain", async () => {
    expect(await failure(`${BAD}/item14-cycle.yaml`)).toBe(
      `${BAD}/item14-cycle.yaml:8:7 #/components/schemas/A/$ref circular $ref chain with no schema or object in it: ` +
        `#/components/schemas/A -> #/components/schemas/B -> ${BAD}/item14-cycle-other.yaml#/C -> #/components/schemas/A`,
    );
  });

  test("a recursive schema (Node.next -> Node) bundles, once, under the slot that names it", async () => {
    const spec = await loadSpec(`${BAD}/item14-recursive.yaml`);
    const node = { $ref: "#/components/schemas/Tree" };
    expect(spec.document.components).toEqual({
      schemas: {
        Node: { type: "object", properties: { next: node } },
        Tree: {
          type: "object",
          properties: { value: { type: "string" }, next: node, children: { type: "array", items: node } },
        },
      },
    });
    expect(spec.locate("#/components/schemas/Tree/properties/children/items")).toEqual({
      file: `${BAD}/item14-node.yaml`,
      line: 10,
      col: 7,
    });
  });
});

describe("B15: pointers that do not resolve, and escaped ones that do", () => {
  // Broken input, not a danger: read without the ref (a schema: any value), one warning each; strict refuses it.
  const read = "read without it (a schema: any value)";
  test.each([
    [
      "item15-missing.yaml",
      `${BAD}/item15-missing.yaml:11:11 #/components/schemas/A/properties/b/$ref $ref "#/components/schemas/Missing" cannot be resolved: there is no ${BAD}/item15-missing.yaml#/components/schemas/Missing; ${read}`,
    ],
    [
      "item15-missing-other.yaml",
      `${BAD}/item15-missing-other.yaml:8:7 #/components/schemas/A/$ref $ref "item15-escapes.yaml#/components/schemas/a~1c" cannot be resolved: there is no ${BAD}/item15-escapes.yaml#/components/schemas/a~1c; ${read}`,
    ],
    [
      "item15-missing-file.yaml",
      `${BAD}/item15-missing-file.yaml:8:7 #/components/schemas/A/$ref $ref "./no-such-file.yaml#/A" cannot be read: file not found (ENOENT); ${read}`,
    ],
    // A pointer that cannot name a node is a pointer to nothing (an invalid ~ escape; `%zz`; a 3.1 `#anchor`).
    [
      "item15-bad-escape.yaml",
      `${BAD}/item15-bad-escape.yaml:8:7 #/components/schemas/A/$ref $ref "#/components/schemas/a~2b" has an invalid ~ escape in its pointer (only ~0 and ~1 are allowed); ${read}`,
    ],
  ])("%s loads with a warning, and strict refuses it", async (given, want) => {
    expect((await loadSpec(`${BAD}/${given}`, { lint: false })).warnings).toEqual([want]);
    expect(await failure(`${BAD}/${given}`, { strict: true })).toBe(want);
  });

  test("~1, ~0 and %25 resolve to a/b, t~x and p%q", async () => {
    const spec = await loadSpec(`${BAD}/item15-escapes.yaml`);
    const uses = (spec.document.components as { schemas: Record<string, { properties?: unknown }> }).schemas.Uses;
    expect(uses?.properties).toEqual({
      slash: { $ref: "#/components/schemas/a~1b" },
      tilde: { $ref: "#/components/schemas/t~0x" },
      percent: { $ref: "#/components/schemas/p%25q" },
    });
  });
});
