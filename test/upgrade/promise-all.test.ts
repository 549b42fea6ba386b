/**
 * Responses awaited together (`const [a, b] = await Promise.all([getProfile(...), getProfile(...)])`) come from the
 * calls in the list: their reads are rewritten as Get Profile's, not flagged with a change of other operations that
 * share the schema (Create Profile's OmitSubscriptionsFromProfileWriteResponses).
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

describe("responses awaited with Promise.all", () => {
  it("are traced back to the operation every call in the list sends", async () => {
    const p = makeProject({
      "main.ts": [
        `import { createClient, getProfile } from "@revforge/client/2023-09-15";`,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `const [a, b] = await Promise.all([`,
        `  getProfile(client, { path: { id: "A" }, query: { "additional-fields[profile]": ["subscriptions"] } }),`,
        `  getProfile(client, { path: { id: "B" }, query: { "additional-fields[profile]": ["subscriptions"] } }),`,
        `]);`,
        `export const at = [a.data?.data?.attributes?.subscriptions?.email?.marketing?.timestamp, b.data?.data?.id];`,
        ``,
      ].join("\n"),
    });
    const after = (await upgrade(p.tsconfig, "2023-09-15", "2023-10-15")).changed[0]?.after ?? "";
    expect(after).not.toContain("// revforge upgrade");
    expect(after).toContain(`a.data?.data?.attributes?.subscriptions?.email?.marketing?.consent_timestamp`);
  }, 120_000);
});
