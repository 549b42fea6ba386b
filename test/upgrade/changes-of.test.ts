// Which declared changes concern an operation (upgrade/net.ts changesOf): the ones whose instructions name it, not
// every one whose data happens to hold a string equal to its id (a renamed property called like the operation).
import { describe, expect, it } from "vitest";
import { changesOf } from "../../generator/upgrade/net.js";
import type { Chain } from "../../generator/upgrade/steps.js";

const chainOf = (changes: { name: string; instructions: unknown[] }[]) =>
  ({ steps: [{ compiled: { step: { operations: {} } }, changes }] }) as unknown as Chain;

describe("changesOf", () => {
  it("names the changes whose instructions name the operation", () => {
    const chain = chainOf([
      { name: "Removed", instructions: [{ kind: "removeOperation", operations: ["getThing", "getOther"] }] },
      { name: "Moved", instructions: [{ kind: "moveOperation", operation: "getThing", from: "GET /a", to: "GET /b" }] },
      {
        name: "OnOperations",
        instructions: [{ kind: "behaviour", target: { kind: "operations", operations: ["getThing"] } }],
      },
    ]);
    expect(changesOf(chain, "getThing")).toEqual(["Removed", "Moved", "OnOperations"]);
  });

  it("leaves out a change whose data only holds the id as another value", () => {
    const chain = chainOf([
      {
        name: "RenamedProperty",
        instructions: [{ kind: "rename", target: { kind: "schema", schema: "Thing" }, from: "getThing", to: "fetch" }],
      },
    ]);
    expect(changesOf(chain, "getThing")).toEqual([]);
  });
});
