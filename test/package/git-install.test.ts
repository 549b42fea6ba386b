/**
 * `npm install -D <git URL>` of revforge (install.ts), offline: npm clones the repository, installs its
 * devDependencies from its lockfile and builds it (`prepare`), then installs what `npm pack` of the clone holds. The
 * installed package is the packed one, built, and its command runs.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { output, root } from "../consumer/project.js";
import { gitRepository, installInEmptyProject, npmCache, npxRevforge } from "./install.js";

let work: string;
let cache: string;
let project: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "revforge-git-"));
  cache = await npmCache();
  const started = performance.now();
  const url = await gitRepository(path.join(work, "revforge"));
  project = path.join(work, "project");
  await installInEmptyProject(project, url, cache);
  console.info(`npm install -D git+file:... (clone, install, build): ${Math.round(performance.now() - started)} ms`);
  cpSync(path.join(import.meta.dirname, "fixtures/pets-v1.yaml"), path.join(project, "pets-v1.yaml"));
}, 600_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe("revforge installed from a git URL", { timeout: 120_000 }, () => {
  it("is the packed package, built", () => {
    const installed = path.join(project, "node_modules", "revforge");
    expect(readdirSync(installed).sort()).toEqual(
      ["LICENSE", "README.md", "bin", "dist", "package.json", "specs", "templates"].sort(),
    );
    expect(existsSync(path.join(installed, "dist/generator/cli.mjs"))).toBe(true);
  });

  it("runs: --version, then generate --spec", async () => {
    const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
    const r = await npxRevforge(project, cache, "--version");
    expect([r.code, r.stdout, r.stderr]).toEqual([0, `${version}\n`, ""]);
    const generated = await npxRevforge(
      project,
      cache,
      "generate",
      "--quiet",
      "--spec",
      "pets-v1.yaml",
      "--out",
      "client",
    );
    expect([generated.code, generated.stderr], output(generated)).toEqual([0, ""]);
    expect(readFileSync(path.join(project, "client/revisions/api/index.d.ts"), "utf8")).toContain(
      "export declare function listPets(",
    );
  });
});
