/**
 * What the value reader follows beyond a plain `const`: an array literal's element taken at a literal index (edited
 * in place when it is the array's only use, flagged when two elements are used apart), and a response read through a
 * local helper that returns the call or through a type assertion (`<T>x`, `x satisfies T`): its origin known, so a
 * change about other operations' responses leaves it be.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

const head = [
  `import { createClient, getListProfiles } from "@revforge/client/2023-02-22";`,
  ``,
  `const client = createClient({ auth: { privateKey: "pk_test" } });`,
  ``,
];

async function upgraded(main: string[], from = "2023-02-22", to = "2023-06-15") {
  const p = makeProject({ "main.ts": main.join("\n") });
  const r = await upgrade(p.tsconfig, from, to);
  return { after: r.changed.find((c) => path.basename(c.file) === "main.ts")?.after ?? "", outcomes: r.outcomes };
}

describe("the value reader", () => {
  it("follows an array element at a literal index into the literal, and rewrites it there", async () => {
    const { after, outcomes } = await upgraded([
      ...head,
      `const args: Parameters<typeof getListProfiles>[1][] = [{ path: { list_id: "LIST01" } }];`,
      `export const members = await getListProfiles(client, args[0]!);`,
      ``,
    ]);
    expect(after).toContain(`= [{ path: { id: "LIST01" } }];`);
    expect(outcomes.map((o) => [o.change, o.manual])).toEqual([
      ["RenameListAndSegmentProfilesPathParameterToId", undefined],
    ]);
  }, 120_000);

  it("leaves two elements used apart as they are, and flags them", async () => {
    const { after, outcomes } = await upgraded([
      ...head,
      `const args: Parameters<typeof getListProfiles>[1][] = [{ path: { list_id: "L1" } }, { path: { list_id: "L2" } }];`,
      `export const first = await getListProfiles(client, args[0]!);`,
      `export const second = await getListProfiles(client, args[1]!);`,
      ``,
    ]);
    expect(after).toContain(`[{ path: { list_id: "L1" } }, { path: { list_id: "L2" } }]`);
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.every((o) => o.manual !== undefined)).toBe(true);
  }, 120_000);

  it("knows a read's operation through a local helper returning the call", async () => {
    const { after } = await upgraded(
      [
        `import { createClient, getProfile } from "@revforge/client/2023-09-15";`,
        ``,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `async function load() {`,
        `  return getProfile(client, { path: { id: "P1" }, query: { "additional-fields[profile]": ["subscriptions"] } });`,
        `}`,
        `const { data } = await load();`,
        `export const at = data?.data?.attributes?.subscriptions?.email?.marketing?.timestamp;`,
        ``,
      ],
      "2023-09-15",
      "2023-10-15",
    );
    expect(after).toContain(`?.email?.marketing?.consent_timestamp;`);
    // Omitted subscriptions concern the write operations' responses: a read from Get Profile is not flagged.
    expect(after).not.toContain("OmitSubscriptionsFromProfileWriteResponses");
  }, 120_000);

  it("knows a read's operation through a type assertion written `<T>x`, as through `x as T`", async () => {
    const { after } = await upgraded(
      [
        `import { createClient, getProfile, type GetProfileData } from "@revforge/client/2023-09-15";`,
        ``,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `const res = await getProfile(client, { path: { id: "P1" } });`,
        `export const at = (<GetProfileData>res.data).data?.attributes?.subscriptions?.email?.marketing?.timestamp;`,
        `export const sms = (res.data satisfies GetProfileData | undefined)?.data?.attributes?.subscriptions?.sms;`,
        ``,
      ],
      "2023-09-15",
      "2023-10-15",
    );
    expect(after).toContain(`?.email?.marketing?.consent_timestamp;`);
    expect(after).not.toContain("OmitSubscriptionsFromProfileWriteResponses");
  }, 120_000);
});
