/**
 * The sites of a component (generator/shims/schemas.ts `sitesOf`) on specs whose schemas form one cycle
 * (scripts/fixtures/stripe-shaped.ts): listed exactly while the cycle is small, and refused with SitesUnbounded, not
 * searched for hours, where a big cycle makes the paths exponentially many, which the declared changes' check turns
 * into one located line. And `hasPath` through cycles.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import { LoadError } from "../../generator/load/errors.js";
import { buildModel, type ApiModel } from "../../generator/model/index.js";
import { checkChanges } from "../../generator/shims/declarations/check.js";
import { readChangeModules } from "../../generator/shims/declarations/read.js";
import { bodySchema, hasPath, schemaRef, sitesOf, SitesUnbounded } from "../../generator/shims/schemas.js";
import { stripeShaped } from "../../scripts/fixtures/stripe-shaped.js";

type Json = Record<string, unknown>;

function model(schemas: number): { model: ApiModel; names: string[] } {
  const doc = stripeShaped({ schemas });
  const names = Object.keys((doc.components as Json).schemas as Json).filter((n) => n !== "error");
  return { model: buildModel(doc), names };
}

const retrieve = (m: ApiModel, name: string) =>
  bodySchema(
    m.operations.find((o) => o.operationId === `Get${name}sId`)!,
    "response",
  );

describe("sites of a component in a spec whose schemas are one cycle", () => {
  it("lists them on a small cycle: the resource itself, and each path through the others to it", () => {
    const { model: m, names } = model(4);
    const [first, second] = names as [string, string];
    expect(sitesOf(m, retrieve(m, first), first)).toEqual([[]]);
    const sites = sitesOf(m, retrieve(m, first), second);
    // Resource 0 refers to resource 1 as `next_<1>` (the edge of the cycle), so that is one of the paths.
    expect(sites).toContainEqual([`next_${second}`]);
    expect(sites.length).toBeGreaterThan(1);
  });

  it("refuses a big cycle with a SitesUnbounded that names the schema", () => {
    const { model: m, names } = model(80);
    const target = names[40]!;
    let error: unknown;
    try {
      sitesOf(m, retrieve(m, names[0]!), target);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SitesUnbounded);
    expect((error as Error).message).toContain(`schema ${target} is reached through a cycle`);
  });

  it("is refused where a change declares an instruction on such a schema, in one located line", async () => {
    const { model: m, names } = model(80);
    const target = names[40]!;
    const dir = mkdtempSync(path.join(tmpdir(), "revforge-cycle-"));
    try {
      writeFileSync(
        path.join(dir, "2023-10-15.yaml"),
        `revision: "2023-10-15"
changes:
  - name: RenameCycleProperty
    catalog: 2023-10-15-subscription-response-fields
    description: A property of a resource of the cycle is renamed.
    instructions:
      - rename: { schema: ${target}, from: livemode, to: live_mode }
`,
      );
      const models = new Map([
        ["2023-09-15", m],
        ["2023-10-15", m],
      ]);
      let error: unknown;
      try {
        checkChanges(await readChangeModules(dir), { catalog: readCatalog(), models, converters: new Map() });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(LoadError);
      expect((error as LoadError).message).toMatch(
        new RegExp(`2023-10-15\\.yaml:3:\\d+ #/changes/0 schema ${target} is reached through a cycle of schemas`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("whether a path names something, through cycles", () => {
  // A and B stand for each other twice over: every (node, place in the path) tried again would make 2^depth tries.
  const doc = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {},
    components: {
      schemas: {
        A: { anyOf: [{ $ref: "#/components/schemas/B" }, { $ref: "#/components/schemas/B" }, { type: "string" }] },
        B: {
          anyOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/A" }],
          properties: { next: { $ref: "#/components/schemas/A" }, name: { type: "string" } },
        },
      },
    },
  };
  const m = buildModel(doc);

  it.each([
    [["name"], true],
    [["next", "next", "name"], true],
    [["missing"], false],
    [["next", "missing"], false],
  ] as const)("%j in A: %s", (path, want) => {
    expect(hasPath(m, schemaRef("A"), [...path])).toBe(want);
  });

  it("names a property of a Stripe-shaped resource through the cycle", () => {
    const { model: s, names } = model(300);
    const [first, second, third] = names as [string, string, string];
    expect(hasPath(s, schemaRef(first), [`next_${second}`, `next_${third}`, "id"])).toBe(true);
    expect(hasPath(s, schemaRef(first), [`next_${second}`, `next_${first}`, "id"])).toBe(false);
  });
});
