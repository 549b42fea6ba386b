/**
 * A value typed with an operation's response written another way than its `<Operation>Data` name
 * (`Awaited<ReturnType<typeof getProfile>>`, a user's alias `Unwrap<GetProfileData>`) still comes from that
 * operation: its reads are rewritten like those of a `GetProfileData`, not flagged with a change of other operations.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

describe("a response type written another way", () => {
  it("is traced back to its operation", async () => {
    const p = makeProject({
      "main.ts": [
        `import { getProfile, type GetProfileData } from "@revforge/client/2023-09-15";`,
        `type Res = Awaited<ReturnType<typeof getProfile>>;`,
        `type Unwrap<T> = T extends { data?: infer D } ? D : never;`,
        `export function f(x: Res) {`,
        `  return x.data?.data?.attributes?.subscriptions?.email?.marketing?.timestamp;`,
        `}`,
        `export function h(d: Unwrap<GetProfileData>) {`,
        `  return d?.attributes?.subscriptions?.sms?.marketing?.timestamp;`,
        `}`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    const after = r.changed[0]?.after ?? "";
    expect(after).not.toContain("// revforge upgrade");
    expect(after).toContain(`x.data?.data?.attributes?.subscriptions?.email?.marketing?.consent_timestamp;`);
    expect(after).toContain(`d?.attributes?.subscriptions?.sms?.marketing?.consent_timestamp;`);
  }, 120_000);
});
