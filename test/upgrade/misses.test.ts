/**
 * Two pieces of a small application written against 2023-09-15 that an upgrade once left silently broken (exit 0, no
 * comment): a subscribe body built away from the call, and Get Event Profile reached through a dynamic `import()`.
 * Each must end rewritten (compiling against the target, and against the local server doing what the old code did
 * with `upgradeTo`) or flagged at the line that needs the user.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, typeErrors, upgrade } from "./project.js";
import { runAgainst, startRevisionServer, type TargetServer } from "./target-server.js";

afterAll(removeProjects);

const helperBody = `import { createClient, subscribeProfiles } from "@revforge/client/2023-09-15";

const client = createClient({ auth: { privateKey: "pk_test" } });

function subscribeBody(emails: string[]) {
  const channels = { email: ["MARKETING" as const] };
  const common = { channels };
  const profiles = emails.map((email) => ({ type: "profile" as const, attributes: { email, ...common } }));
  return {
    data: {
      type: "profile-subscription-bulk-create-job" as const,
      attributes: { profiles: { data: profiles } },
      relationships: { list: { data: { type: "list" as const, id: "LIST01" } } },
    },
  };
}

export const subscribed = await subscribeProfiles(client, { body: subscribeBody(["ada@example.com"]) });
`;

const dynamicImport = (to: string, upgradeTo: string) => `export {};
declare const process: { env: Record<string, string | undefined> };

const { createClient, getEventProfile } = await import("@revforge/client/2023-09-15");
const api = await import("@revforge/client/2023-09-15");

const client = createClient({
  auth: { privateKey: "pk_test" },
  baseUrl: process.env.REVFORGE_BASE_URL ?? "http://127.0.0.1:9",
  retry: false,${upgradeTo ? `\n  upgradeTo: "${to}",` : ""}
});

const { data } = await getEventProfile(client, { path: { id: "EVENT1" } });
const emailAt = data?.data?.attributes?.subscriptions?.email?.marketing?.timestamp;
const again = await api.getEventProfile(client, { path: { id: "EVENT1" } });
const smsAt = again.data?.data?.attributes?.subscriptions?.sms?.marketing?.timestamp;

console.log("RESULT " + JSON.stringify({ emailAt, smsAt }));
`;

const comments = (text: string) => text.split("\n").filter((l) => l.trimStart().startsWith("// revforge upgrade"));

describe("a subscribe body built by a helper through locals and a spread, carrying `channels`", () => {
  it("is flagged where it stops compiling against 2024-05-15, naming the change", async () => {
    const project = makeProject({ "main.ts": helperBody });
    expect(typeErrors(project.tsconfig)).toEqual([]);
    const r = await upgrade(project.tsconfig, "2023-09-15", "2024-05-15");
    const after = r.changed[0]!.after;
    writeFileSync(path.join(project.dir, "src/main.ts"), after);
    const errors = typeErrors(project.tsconfig);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.marked)).toEqual([]);
    const lines = after.split("\n");
    const call = lines.findIndex((l) => l.includes("await subscribeProfiles("));
    expect(lines[call - 1]).toMatch(/^\/\/ revforge upgrade 2024-05-15: .*\(ReplaceSubscriptionChannelsWithConsent\)$/);
    expect(r.outcomes.every((o) => o.manual !== undefined)).toBe(true);
  }, 120_000);
});

describe("Get Event Profile through a dynamic import, reading `subscriptions`", () => {
  let project: ReturnType<typeof makeProject>;
  let server: TargetServer;
  beforeAll(async () => {
    server = await startRevisionServer("2023-10-15");
  });
  afterAll(() => server?.close());

  it("asks for the subscriptions and reads the renamed timestamp, with nothing left to flag", async () => {
    project = makeProject({ "main.ts": dynamicImport("", "") });
    const r = await upgrade(project.tsconfig, "2023-09-15", "2024-05-15");
    const after = r.changed[0]!.after;
    expect(comments(after)).toEqual([]);
    const asked = after.split("\n").filter((l) => l.includes(`"additional-fields[profile]": ["subscriptions"]`));
    expect(asked).toHaveLength(2);
    expect(after).toContain("?.email?.marketing?.consent_timestamp;");
    expect(after).toContain("?.sms?.marketing?.consent_timestamp;");
    writeFileSync(path.join(project.dir, "src/main.ts"), after);
    expect(typeErrors(project.tsconfig)).toEqual([]);
  }, 120_000);

  it("sends the same requests and reads the same data as the old code with `upgradeTo`", async () => {
    const old = dynamicImport("2023-10-15", "yes");
    project = makeProject({ "main.ts": old });
    const r = await upgrade(project.tsconfig, "2023-09-15", "2023-10-15");
    const rewritten = r.changed[0]!.after;
    expect(comments(rewritten)).toEqual([]);
    const run = (source: string) => runAgainst(server, project.dir, source);
    const before = await run(old);
    const upgraded = await run(rewritten);
    // The stand-in's timestamps (sampled from the spec, each distinct): read only when the subscriptions are asked for.
    expect(before.read).toEqual({ emailAt: "2024-01-05T10:19:00Z", smsAt: "2024-01-05T10:25:00Z" });
    expect(upgraded).toEqual(before);
  }, 180_000);
});
