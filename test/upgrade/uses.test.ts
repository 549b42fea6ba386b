/**
 * Every kind of use of an entry point is found: a re-export through the consumer's own module, an aliased import,
 * `await import()`, `import type`, `import()` types, `require()` and a test runner's `vi.mock()`; and a project that
 * cannot resolve the package gets one line.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, tsconfig, upgrade } from "./project.js";

afterAll(removeProjects);

const optIn = `{ query: { "additional-fields[profile]": ["subscriptions"] } }`;

describe("uses of the entry point", () => {
  it("are followed through re-exports, aliases, dynamic imports and type imports", async () => {
    const p = makeProject({
      "api.ts": `export { createClient, getProfiles as profiles } from "@revforge/client/2023-09-15";\n`,
      "main.ts": [
        `import { createClient, profiles } from "./api.js";`,
        `import type { GetProfileData } from "@revforge/client/2023-09-15";`,
        ``,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `export const all = await profiles(client);`,
        `const lazy = await import("@revforge/client/2023-09-15");`,
        `export const one: GetProfileData | undefined = (await lazy.getProfile(client, { path: { id: "P1" } })).data;`,
        `export type Many = import("@revforge/client/2023-09-15").GetProfilesData;`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    const after = Object.fromEntries(r.changed.map((c) => [path.basename(c.file), c.after]));
    expect(after["api.ts"]).toBe(
      `export { createClient, getProfiles as profiles } from "@revforge/client/2023-10-15";\n`,
    );
    expect(after["main.ts"]).toBe(
      [
        `import { createClient, profiles } from "./api.js";`,
        `import type { GetProfileData } from "@revforge/client/2023-10-15";`,
        ``,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `export const all = await profiles(client, ${optIn});`,
        `const lazy = await import("@revforge/client/2023-10-15");`,
        `export const one: GetProfileData | undefined = (await lazy.getProfile(client, { path: { id: "P1" }, query: { "additional-fields[profile]": ["subscriptions"] } })).data;`,
        `export type Many = import("@revforge/client/2023-10-15").GetProfilesData;`,
        ``,
      ].join("\n"),
    );
    expect(r.specifiers).toBe(4);
  }, 120_000);

  it("are followed through require() in a JavaScript file", async () => {
    const p = makeProject({
      "lists.js": [
        `const { createClient, getListProfiles } = require("@revforge/client/2023-02-22");`,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `exports.members = (id) => getListProfiles(client, { path: { list_id: id } });`,
        ``,
      ].join("\n"),
    });
    const options = { ...tsconfig.compilerOptions, allowJs: true };
    writeFileSync(p.tsconfig, JSON.stringify({ ...tsconfig, compilerOptions: options }));
    const r = await upgrade(p.tsconfig, "2023-02-22", "2023-06-15");
    expect(r.changed.map((c) => c.after)).toEqual([
      [
        `const { createClient, getListProfiles } = require("@revforge/client/2023-06-15");`,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `exports.members = (id) => getListProfiles(client, { path: { id: id } });`,
        ``,
      ].join("\n"),
    ]);
    expect(r.specifiers).toBe(1);
  }, 120_000);

  it("are followed into the module names a test runner is handed (vi.mock, jest.requireActual)", async () => {
    const text = (rev: string) =>
      [
        `import { getProfiles } from "@revforge/client/${rev}";`,
        `declare const vi: { mock(path: string, f?: () => unknown): void };`,
        `declare const jest: { requireActual<T>(path: string): T };`,
        `vi.mock("@revforge/client/${rev}", () => ({ getProfiles: async () => ({ data: { data: [] } }) }));`,
        `export const real = jest.requireActual<typeof import("@revforge/client/${rev}")>("@revforge/client/${rev}");`,
        `export const mocked = getProfiles;`,
        ``,
      ].join("\n");
    const p = makeProject({ "main.test.ts": text("2023-09-15") });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    expect(r.changed.map((c) => c.after)).toEqual([text("2023-10-15")]);
    expect(r.specifiers).toBe(4);
  }, 120_000);

  it("asks once for an opt-in value through a query object two calls share, with no manual step", async () => {
    const p = makeProject({
      "main.ts": [
        `import { createClient, getProfiles } from "@revforge/client/2023-09-15";`,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `const q = { sort: "updated" as const };`,
        `export const a = () => getProfiles(client, { query: q });`,
        `export const b = () => getProfiles(client, { query: q });`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    expect(r.changed.map((c) => c.after.split("\n")[2])).toEqual([
      `const q = { sort: "updated" as const, "additional-fields[profile]": ["subscriptions" as const] };`,
    ]);
    expect(r.marked).toEqual([]);
  }, 120_000);

  it("refuses a project where the package does not resolve, in one line", async () => {
    const p = makeProject({
      "main.ts": `import { getProfiles } from "@revforge/client/2023-09-15";\nvoid getProfiles;\n`,
    });
    rmSync(path.join(p.dir, "node_modules"), { recursive: true });
    const file = path.relative(process.cwd(), path.join(p.dir, "src/main.ts"));
    await expect(upgrade(p.tsconfig, "2023-09-15", "2023-10-15")).rejects.toThrow(
      new Error(`${file}: cannot resolve @revforge/client/2023-09-15: is the package installed in the project?`),
    );
  }, 120_000);
});
