/**
 * A moved response property is read at its new place by rewriting the access chain from the object the move happens
 * in: `e.attributes?.metric_id` becomes `e.relationships?.metric...`. Only an expression that spells the moved path
 * down from that object can be rewritten so: a read of a copy (`{ ...e.attributes }`, then `[0]`) once had its chain
 * cut at the wrong object (`flat.relationships...`, the index dropped), and now gets a manual step.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, manualSteps, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

describe("a read of a moved response property", () => {
  it("is rewritten where the expression spells the moved path, and a manual step elsewhere", async () => {
    const lines = [
      `import { createClient, getEvents } from "@revforge/client/2023-06-15";`,
      `const client = createClient({ auth: { privateKey: "pk_test" } });`,
      `const res = await getEvents(client);`,
      `export const a = res.data?.data?.[0]?.attributes?.metric_id;`,
      `const flat = (res.data?.data ?? []).map(({ attributes }) => ({ ...attributes }));`,
      `export const b = flat[0]?.metric_id;`,
      ``,
    ];
    const p = makeProject({ "main.ts": lines.join("\n") });
    const after = (await upgrade(p.tsconfig, "2023-06-15", "2023-07-15")).changed[0]!.after;
    expect(after).toContain(`export const a = res.data?.data?.[0]?.relationships?.metric?.data?.id;`);
    expect(after).toContain(lines[5]);
    expect(manualSteps(after)).toEqual([[lines[5], "MoveEventMetricAndProfileIdsToRelationships"]]);
  }, 120_000);
});
