/**
 * `"name" in x` on response data tests for a property the way a read reads it: a renamed property gets its new name
 * in the test, a moved one a manual step. Left alone, the test turns false against the newer revision with no type
 * error (TypeScript accepts `in` with any name), so the upgrade once exited 0 on a silent change of behaviour. The same
 * holds for `Object.hasOwn(x, "name")` and `hasOwnProperty`.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

describe("`in` tests of response properties", () => {
  it("follow a rename", async () => {
    const p = makeProject({
      "main.ts": [
        `import type { GetProfileData } from "@revforge/client/2023-09-15";`,
        `type Marketing = NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<GetProfileData["data"]>["attributes"]>["subscriptions"]>["email"]>["marketing"]>;`,
        `export const consented = (m: Marketing) => "timestamp" in m;`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    expect(r.changed.map((c) => c.after.split("\n")[2])).toEqual([
      `export const consented = (m: Marketing) => "consent_timestamp" in m;`,
    ]);
  }, 120_000);

  it("get a manual step for a move", async () => {
    const p = makeProject({
      "main.ts": [
        `import { createClient, getEvents } from "@revforge/client/2023-06-15";`,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `const { data } = await getEvents(client);`,
        `export const withMetric = (data?.data ?? []).filter((e) => e.attributes && "metric_id" in e.attributes);`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-06-15", "2023-07-15");
    expect(r.changed.map((c) => [path.basename(c.file), c.after.split("\n").slice(3, 5)])).toEqual([
      [
        "main.ts",
        [
          "// revforge upgrade 2023-07-15: read `relationships.metric.data.id` instead of `attributes.metric_id` (MoveEventMetricAndProfileIdsToRelationships)",
          `export const withMetric = (data?.data ?? []).filter((e) => e.attributes && "metric_id" in e.attributes);`,
        ],
      ],
    ]);
  }, 120_000);

  it("and `Object.hasOwn(x, name)`, `x.hasOwnProperty(name)` and `Object.prototype.hasOwnProperty.call(x, name)` follow a rename too", async () => {
    const p = makeProject({
      "main.ts": [
        `import type { GetProfileData } from "@revforge/client/2023-09-15";`,
        `type Marketing = NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<GetProfileData["data"]>["attributes"]>["subscriptions"]>["email"]>["marketing"]>;`,
        `export const a = (m: Marketing) => Object.hasOwn(m, "timestamp");`,
        `export const b = (m: Marketing) => m.hasOwnProperty("timestamp");`,
        `export const c = (m: Marketing) => Object.prototype.hasOwnProperty.call(m, "timestamp");`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    expect(r.changed.map((c) => c.after.split("\n").slice(2, 5))).toEqual([
      [
        `export const a = (m: Marketing) => Object.hasOwn(m, "consent_timestamp");`,
        `export const b = (m: Marketing) => m.hasOwnProperty("consent_timestamp");`,
        `export const c = (m: Marketing) => Object.prototype.hasOwnProperty.call(m, "consent_timestamp");`,
      ],
    ]);
  }, 120_000);
});
