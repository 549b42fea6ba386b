/**
 * The stamp of a folder revforge writes (generator/output/stamp.ts): what `stamped` adds to a tree, and which
 * stamp.json files `stampedFiles` accepts as revforge's.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stamped, stampedFiles } from "../../generator/output/stamp.js";
import { root } from "./victim.js";

const version = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;

describe("stamped", () => {
  it("adds stamp.json listing the other files, sorted, to a tree without one", () => {
    const tree = new Map([
      ["b/z.md", "z"],
      ["a.md", "a"],
    ]);
    const out = stamped(tree);
    expect([...out.keys()]).toEqual(["a.md", "b/z.md", "stamp.json"]);
    expect(out.get("stamp.json")).toBe(
      `{\n  "generator": {\n    "name": "revforge",\n    "version": "${version}"\n  },\n  "files": [\n    "a.md",\n    "b/z.md"\n  ]\n}\n`,
    );
    expect([...tree.keys()]).toEqual(["b/z.md", "a.md"]); // the tree given is left as it was
  });

  it("keeps what a tree's own stamp.json says and adds the list", () => {
    const own = JSON.stringify({ generator: { name: "revforge", version: "9.9.9" }, runtime: "abc", specs: [] });
    const out = stamped(
      new Map([
        ["stamp.json", own],
        ["x.js", "x"],
      ]),
    );
    expect(JSON.parse(out.get("stamp.json")!)).toEqual({
      generator: { name: "revforge", version: "9.9.9" },
      runtime: "abc",
      specs: [],
      files: ["x.js"],
    });
  });

  it("gives the same bytes when stamped again (--check compares them)", () => {
    const once = stamped(new Map([["x.js", "x"]]));
    expect(stamped(once)).toEqual(once);
  });
});

describe("stampedFiles", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "rf-stamp-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["no stamp.json", undefined, undefined],
    ["not JSON", "{ files", undefined],
    ["null", "null", undefined],
    ["another tool's", '{ "generator": { "name": "other" }, "files": ["a"] }', undefined],
    ["no generator", '{ "files": ["a"] }', undefined],
    ["no file list (an older revforge)", '{ "generator": { "name": "revforge", "version": "0.1.0" } }', undefined],
    ["a list that is not of names", '{ "generator": { "name": "revforge" }, "files": ["a", 1] }', undefined],
    ["revforge's", '{ "generator": { "name": "revforge" }, "files": ["a", "b/c"] }', ["a", "b/c"]],
    ["revforge's, nothing listed", '{ "generator": { "name": "revforge" }, "files": [] }', []],
  ])("%s", (name, text, files) => {
    const folder = path.join(dir, name);
    mkdirSync(folder);
    if (text !== undefined) writeFileSync(path.join(folder, "stamp.json"), text);
    expect(stampedFiles(folder)).toEqual(files && new Set(files));
  });

  it("a stamp.json that is a FIFO or a device is no stamp (not read: the read would never end)", () => {
    const fifo = path.join(dir, "fifo");
    mkdirSync(fifo);
    execFileSync("mkfifo", [path.join(fifo, "stamp.json")]);
    const device = path.join(dir, "device");
    mkdirSync(device);
    symlinkSync("/dev/zero", path.join(device, "stamp.json"));
    expect([stampedFiles(fifo), stampedFiles(device)]).toEqual([undefined, undefined]);
  });
});

describe("the client package's stamp.json (generated/client, kept fresh by `generate --check`)", () => {
  it("lists the catalog the lifecycle warnings come from with the specs, changes and converters", () => {
    const stamp = JSON.parse(readFileSync(path.join(root, "generated/client/stamp.json"), "utf8")) as {
      specs: { file: string; sha256: string }[];
    };
    const files = stamp.specs.map((s) => s.file);
    expect(files).toContain("specs/revisions.yaml");
    expect(files).toContain("specs/2024-05-15.yaml");
    expect(files).toContain("specs/changes/2024-05-15.yaml");
    expect(files).toEqual([...files].sort());
  });
});
