// Which names a declared change mentions (upgrade/net.ts namesOf): the type checker's net blames the change whose
// names an error quotes, so a name left out loses the change its errors, and a value taken for a name steals others'.
import { describe, expect, it } from "vitest";
import { namesOf } from "../../generator/upgrade/net.js";
import type { Chain } from "../../generator/upgrade/steps.js";

const schema = { kind: "schema", schema: "Profile" };
const operations = { kind: "operations", operations: ["getProfiles"] };

/** The names of a change of one instruction, in no order: the net only asks whether an error quotes one of them. */
const namesOfOne = (instruction: object) => {
  const chain = { declarations: new Map([["Change", { name: "Change", instructions: [instruction] }]]) };
  return new Set(namesOf(chain as unknown as Chain, "Change"));
};

describe("namesOf", () => {
  it("reads the names along a path and the names a rename gives, not the names every change shares", () => {
    const rename = {
      kind: "rename",
      target: operations,
      at: ["data", "attributes", "location"],
      from: "zip",
      to: "zipCode",
    };
    expect(namesOfOne(rename)).toEqual(new Set(["location", "zip", "zipCode"]));
  });

  it("reads the paths and names of each kind, not its values, operations, schemas or converters", () => {
    expect(
      namesOfOne({ kind: "renameParameter", operation: "getProfiles", in: "query", from: "page_size", to: "size" }),
    ).toEqual(new Set(["page_size", "size"]));
    const move = {
      kind: "move",
      target: schema,
      from: ["data", "attributes", "list_id"],
      to: ["data", "relationships", "list"],
      set: [],
    };
    expect(namesOfOne(move)).toEqual(new Set(["list_id", "relationships", "list"]));
    expect(
      namesOfOne({
        kind: "set",
        target: schema,
        at: ["data", "attributes", "consent"],
        value: "granted",
        ifAbsent: false,
      }),
    ).toEqual(new Set(["consent"]));
    expect(namesOfOne({ kind: "remove", target: schema, at: ["data", "attributes", "subscriptions", []] })).toEqual(
      new Set(["subscriptions"]),
    );
    const optIn = {
      kind: "optIn",
      operations: ["getProfiles"],
      parameter: "additional-fields[profile]",
      value: "predictions",
      schema: "Profile",
      property: ["data", "attributes", "subscriptions"],
    };
    expect(namesOfOne(optIn)).toEqual(new Set(["additional-fields", "profile", "subscriptions"]));
    expect(
      namesOfOne({ kind: "behaviour", target: operations, at: ["data", "attributes", "status"], note: "n" }),
    ).toEqual(new Set(["status"]));
    expect(namesOfOne({ kind: "behaviour", target: schema, note: "no path" })).toEqual(new Set([]));
    expect(namesOfOne({ kind: "removeOperation", operations: ["getProfiles"] })).toEqual(new Set([]));
    expect(namesOfOne({ kind: "convert", operations: ["getProfiles"], request: "toNewShape" })).toEqual(new Set([]));
  });

  it("reads a restructure's renamed property and the keys of its table rows", () => {
    const restructure = {
      kind: "restructure",
      target: schema,
      at: ["data", "attributes"],
      from: "channel",
      to: "channels",
      table: [{ when: { channel: "text" }, value: { sms: true } }],
      whenAbsent: [],
    };
    expect([...namesOfOne(restructure)]).toEqual(expect.arrayContaining(["channel", "channels", "sms"]));
  });

  it("finds no names for a change the chain does not declare", () => {
    expect(namesOf({ declarations: new Map() } as unknown as Chain, "Unknown")).toEqual([]);
  });
});
