/**
 * The change the type checker's net names for an error is the one whose names the error's message quotes before one
 * whose names only the code at the error's place mentions: `marketing?.[key]` with `key` the old `"timestamp"` is
 * about the renamed timestamp (quoted), not about a change of the subscriptions' request that also says `marketing`.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

describe("the net's blame", () => {
  it("goes to the change named in the error's message first", async () => {
    const p = makeProject({
      "main.ts": [
        `import { createClient, getProfile } from "@revforge/client/2023-09-15";`,
        `const client = createClient({ auth: { privateKey: "pk_test" } });`,
        `const res = await getProfile(client, { path: { id: "P1" }, query: { "additional-fields[profile]": ["subscriptions"] } });`,
        `const marketing = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
        `const key = "timestamp";`,
        `export const at = marketing?.[key];`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    expect(r.outcomes.filter((o) => o.net).map((o) => [o.line, o.change])).toEqual([
      [6, "RenameSubscriptionTimestampToConsentTimestamp"],
    ]);
  }, 120_000);

  it("reads a name the message quotes as a string literal type ('\"timestamp\"')", async () => {
    const p = makeProject({
      "main.ts": [
        `import type { GetProfileData } from "@revforge/client/2023-09-15";`,
        `type Marketing = NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<GetProfileData["data"]>["attributes"]>["subscriptions"]>["email"]>["marketing"]>;`,
        `export const field: keyof Marketing = "timestamp";`,
        ``,
      ].join("\n"),
    });
    const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
    expect(r.outcomes.filter((o) => o.net).map((o) => [o.line, o.change])).toEqual([
      [3, "RenameSubscriptionTimestampToConsentTimestamp"],
    ]);
  }, 120_000);
});
