/**
 * The registry of instruction kinds (generator/shims/kinds/): it is the vocabulary the docs list, every kind is
 * declared somewhere in specs/changes (so the shim and upgrade tests exercise it), each kind reads the keys it says
 * it takes, and what `revforge upgrade` reads of a compiled step is the data the runtime executes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoadError } from "../../generator/load/errors.js";
import { loadShimIndex, type ShimIndex } from "../../generator/shims/coverage.js";
import { readChangeModule } from "../../generator/shims/declarations/read.js";
import { KINDS } from "../../generator/shims/kinds/index.js";

const names = Object.keys(KINDS);
/** The kinds of the first column of a Markdown table whose rows start with a backquoted instruction kind. */
const tableKinds = (file: string) => [...readFileSync(file, "utf8").matchAll(/^\| `(\w+)` +\|/gm)].map((m) => m[1]);

let index: ShimIndex;
let dir: string;
beforeAll(async () => {
  index = await loadShimIndex();
  dir = mkdtempSync(path.join(tmpdir(), "revforge-kinds-"));
}, 120_000);
afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("the registry of instruction kinds", () => {
  it.each([["specs/changes/README.md"], ["generator/upgrade/README.md"]])("is the vocabulary %s lists", (file) => {
    expect(tableKinds(file)).toEqual(names);
  });

  it("has every kind declared in specs/changes", () => {
    const declared = new Set([...index.declarations.values()].flatMap((c) => c.instructions.map((i) => i.kind)));
    expect(names.filter((k) => !declared.has(k as never))).toEqual([]);
  });

  it.each(names)("%s refuses a key it does not take, listing those it does", async (kind) => {
    const file = path.join(dir, "2023-10-15.yaml");
    writeFileSync(
      file,
      `revision: "2023-10-15"\nchanges:\n  - name: RenameIt\n    catalog: c\n    description: d\n    instructions:\n      - ${kind}: { bogus: 1 }\n`,
    );
    const error = await readChangeModule(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).message).toContain(
      `:7:${13 + kind.length} #/changes/0/instructions/0/${kind}/bogus unknown key bogus (allowed: ${KINDS[kind as keyof typeof KINDS].keys.join(", ")})`,
    );
  });

  it("gives revforge upgrade, per operation, the request instructions the runtime runs, each with its declaration", () => {
    let compared = 0;
    for (const compiled of index.compiled.steps.values())
      for (const [id, op] of Object.entries(compiled.step.operations)) {
        const read = compiled.requests.filter((r) => r.operationId === id);
        expect(read.map((r) => r.op)).toEqual((op.request ?? []).filter((i) => i.op !== "warn"));
        for (const r of read) {
          const decl = index.declarations.get(r.op.change)!;
          expect(decl.instructions).toContain(r.ins);
        }
        compared += read.length;
      }
    expect(compared).toBeGreaterThan(0);
  });

  it("covers something for every declared instruction", () => {
    const covered = new Set([...index.compiled.steps.values()].flatMap((s) => s.coverage.map((c) => c.change)));
    expect([...index.declarations.keys()].filter((c) => !covered.has(c))).toEqual([]);
  });
});
