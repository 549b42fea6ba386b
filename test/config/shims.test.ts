/**
 * Shims from a config: this repository's revisions with their declared changes, as a team without the OAuth helpers
 * would configure them (`oauth` left out). The package gets the upgrade tables, and the descriptors the shims send
 * upgraded calls with name the spec's security schemes as the entry points do, not the OAuth profile's credentials;
 * and a run that emits shims never loads ts-morph.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../generator/config/index.js";
import { jobOfConfig } from "../../generator/commands/generate-job.js";
import { generateClientPackage } from "../../generator/index.js";

const root = path.resolve(import.meta.dirname, "../..");

describe("shims from a config without the OAuth helpers", () => {
  it("emit upgrade tables whose descriptors send the security schemes' credentials", async () => {
    const config = { ...(await loadConfig({ cwd: root })), oauth: false };
    const job = jobOfConfig(config);
    const tree = await generateClientPackage(job.inputs, { package: job.package });
    const steps = [...tree].filter(([rel]) => rel.startsWith("upgrades/steps/"));
    expect(steps.length).toBeGreaterThan(5);
    const kinds = new Set(steps.flatMap(([, text]) => [...text.matchAll(/auth: "(\w+)"/g)].map((m) => m[1])));
    expect([...kinds].sort()).toEqual(["scheme"]);
    expect(tree.get("upgrades/steps/2023-08-15--2023-09-15.js")).toContain('security: [["private_key"], ["oauth"]]');
    expect([...tree.keys()].filter((rel) => rel.startsWith("oauth/"))).toEqual([]);
    expect(tree.get("revisions/2023-09-15/index.js")).toContain("securitySchemes");
    // The shims and the legacy entry point are written as text: generation never loads ts-morph (nor its TypeScript).
    expect(tree.has("legacy/index.d.ts")).toBe(true);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => file.includes(`${path.sep}ts-morph${path.sep}`))).toEqual([]);
  }, 180_000);
});
