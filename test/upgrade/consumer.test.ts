/**
 * The consumer projects of test/consumer (nodenext: strict, exactOptionalPropertyTypes, skipLibCheck off, Node types;
 * bundler: Bundler resolution, DOM lib), copied with their own tsconfig, upgraded from the pinned 2023-09-15 to the
 * latest revision across five steps, must compile against the target with their own strict settings, with nothing left
 * to do by hand.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "../consumer/project.js";
import { typeErrors, upgrade } from "./project.js";

const work = mkdtempSync(path.join(tmpdir(), "revforge-upgrade-consumer-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function copyConsumer(name: string): string {
  const dir = path.join(work, name);
  cpSync(path.join(root, "test/consumer", name), dir, { recursive: true });
  mkdirSync(path.join(dir, "node_modules/@revforge"), { recursive: true });
  mkdirSync(path.join(dir, "node_modules/@types"), { recursive: true });
  symlinkSync(path.join(root, "generated/client"), path.join(dir, "node_modules/@revforge/client"), "dir");
  symlinkSync(path.join(root, "node_modules/@types/node"), path.join(dir, "node_modules/@types/node"), "dir");
  return dir;
}

describe.each(["nodenext", "bundler"])("test/consumer/%s upgraded from 2023-09-15 to 2024-05-15", (name) => {
  it("compiles against 2024-05-15 with no manual step left", async () => {
    const dir = copyConsumer(name);
    const tsconfig = path.join(dir, "tsconfig.json");
    const result = await upgrade(tsconfig, "2023-09-15", "2024-05-15");
    expect(result.changed.map((c) => path.relative(dir, c.file))).toEqual(["src/main.ts"]);
    expect(result.marked).toEqual([]);
    for (const c of result.changed) writeFileSync(c.file, c.after);
    expect(result.changed[0]!.after).toContain(`"@revforge/client/2024-05-15"`);
    expect(result.changed[0]!.after).not.toContain(`"@revforge/client/2023-09-15"`);
    expect(typeErrors(tsconfig)).toEqual([]);
  }, 120_000);
});
