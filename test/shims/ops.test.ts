/**
 * The instruction interpreter (templates/runtime/upgrade-ops.ts), one row per behaviour: given a value and one
 * instruction, the exact value after it (or the change it stops on).
 */
import { describe, expect, it } from "vitest";
import { applyInstruction, cloneJson, ConversionStop, type Instruction } from "../../templates/runtime/upgrade-ops.js";
import { copyAlong, writesOf } from "../../templates/runtime/upgrade-copy.js";

type Row = [string, Record<string, unknown>, Instruction, Record<string, unknown> | { stop: string }];
const change = "C";

const rows: Row[] = [
  ["rename at a path", { a: { x: 1 } }, { op: "rename", at: ["a"], from: "x", to: "y", change }, { a: { y: 1 } }],
  [
    "rename in every element",
    { d: [{ x: 1 }, { z: 2 }] },
    { op: "rename", at: ["d", []], from: "x", to: "y", change },
    { d: [{ y: 1 }, { z: 2 }] },
  ],
  [
    "rename keeps the key order",
    { a: { x: 1, y: 2, z: 3 } },
    { op: "rename", at: ["a"], from: "y", to: "w", change },
    { a: { x: 1, w: 2, z: 3 } },
  ],
  [
    "renames in one pass",
    { a: [{ x: 1, y: 2 }] },
    {
      op: "renames",
      at: ["a", []],
      pairs: [
        ["x", "u"],
        ["y", "v"],
      ],
      change,
    },
    { a: [{ u: 1, v: 2 }] },
  ],
  ["rename at the root", { x: 1 }, { op: "rename", at: [], from: "x", to: "y", change }, { y: 1 }],
  [
    "rename of an absent property does nothing",
    { a: {} },
    { op: "rename", at: ["a"], from: "x", to: "y", change },
    { a: {} },
  ],
  [
    "rename where the container is missing does nothing",
    { b: 1 },
    { op: "rename", at: ["a"], from: "x", to: "y", change },
    { b: 1 },
  ],
  [
    "move with a constant beside it, creating containers",
    { data: { attributes: { list_id: "L" } } },
    {
      op: "move",
      each: [],
      from: ["data", "attributes", "list_id"],
      to: ["data", "relationships", "list", "data", "id"],
      set: [[["data", "relationships", "list", "data", "type"], "list"]],
      change,
    },
    { data: { attributes: {}, relationships: { list: { data: { id: "L", type: "list" } } } } },
  ],
  [
    "move into itself wraps the value",
    { p: { email: "e" } },
    {
      op: "move",
      each: [],
      from: ["p"],
      to: ["p", "data", "attributes"],
      set: [[["p", "data", "type"], "profile"]],
      change,
    },
    { p: { data: { attributes: { email: "e" }, type: "profile" } } },
  ],
  [
    "move of each element wraps it",
    { d: [{ email: "e" }] },
    { op: "move", each: ["d", []], from: [], to: ["attributes"], set: [[["type"], "profile"]], change },
    { d: [{ attributes: { email: "e" }, type: "profile" }] },
  ],
  [
    "move back unwraps and prunes what the forward move made",
    { p: { data: { attributes: { email: "e" }, type: "profile" } } },
    {
      op: "move",
      each: [],
      from: ["p", "data", "attributes"],
      to: ["p"],
      unset: [[["p", "data", "type"], "profile"]],
      prune: true,
      change,
    },
    { p: { email: "e" } },
  ],
  [
    "move back leaves a constant that is not the declared one",
    { r: { m: { data: { id: "1", type: "other" } } } },
    {
      op: "move",
      each: [],
      from: ["r", "m", "data", "id"],
      to: ["a", "m_id"],
      unset: [[["r", "m", "data", "type"], "metric"]],
      prune: true,
      change,
    },
    { r: { m: { data: { type: "other" } } }, a: { m_id: "1" } },
  ],
  [
    "move of an absent value does nothing (no constant either)",
    { a: {} },
    { op: "move", each: [], from: ["a", "x"], to: ["b"], set: [[["c"], 1]], change },
    { a: {} },
  ],
  [
    "set overwrites",
    { data: { type: "old" } },
    { op: "set", at: ["data", "type"], value: "new", change },
    { data: { type: "new" } },
  ],
  [
    "set ifAbsent keeps a value",
    { a: { b: 1 } },
    { op: "set", at: ["a", "b"], value: {}, ifAbsent: true, change },
    { a: { b: 1 } },
  ],
  [
    "set ifAbsent fills a missing one",
    { a: {} },
    { op: "set", at: ["a", "b"], value: {}, ifAbsent: true, change },
    { a: { b: {} } },
  ],
  [
    "set in every element",
    { d: [{}, { t: 1 }] },
    { op: "set", at: ["d", [], "t"], value: 2, change },
    { d: [{ t: 2 }, { t: 2 }] },
  ],
  ["drop", { a: { x: 1, y: 2 } }, { op: "drop", at: ["a", "x"], change }, { a: { y: 2 } }],
  [
    "table: rows that match are merged",
    { c: { email: ["MARKETING"], sms: ["MARKETING"] } },
    {
      op: "table",
      at: [],
      from: "c",
      to: "s",
      rows: [
        { when: { email: ["MARKETING"] }, value: { email: { m: 1 } } },
        { when: { sms: ["MARKETING"] }, value: { sms: { m: 1 } } },
      ],
      absent: [],
      change,
    },
    { s: { email: { m: 1 }, sms: { m: 1 } } },
  ],
  [
    "table: an empty list matches no row",
    { c: { email: [] } },
    {
      op: "table",
      at: [],
      from: "c",
      to: "s",
      rows: [{ when: { email: ["MARKETING"] }, value: { email: { m: 1 } } }],
      absent: [],
      change,
    },
    { s: {} },
  ],
  [
    "table: without the old property, the defaults for the siblings present",
    { email: "e" },
    {
      op: "table",
      at: [],
      from: "c",
      to: "s",
      rows: [],
      absent: [
        { if: "email", value: { email: { m: 1 } } },
        { if: "phone", value: { sms: { m: 1 } } },
      ],
      change,
    },
    { email: "e", s: { email: { m: 1 } } },
  ],
  [
    "table: nothing to do without the property or defaults",
    { x: 1 },
    { op: "table", at: [], from: "c", to: "s", rows: [], absent: [], change },
    { x: 1 },
  ],
  [
    "optIn adds the parameter",
    {},
    { op: "optIn", parameter: "include", value: "attributions", change },
    { query: { include: ["attributions"] } },
  ],
  [
    "optIn adds to a list",
    { query: { f: ["a"] } },
    { op: "optIn", parameter: "f", value: "b", change },
    { query: { f: ["a", "b"] } },
  ],
  [
    "optIn splits a comma-joined string",
    { query: { f: "a,b" } },
    { op: "optIn", parameter: "f", value: "b", change },
    { query: { f: ["a", "b"] } },
  ],
  ["fail always", {}, { op: "fail", when: "always", change }, { stop: "C" }],
  [
    "fail when present",
    { b: { x: { $a: {} } } },
    { op: "fail", when: "present", at: ["b", "x", "$a"], change },
    { stop: "C" },
  ],
  [
    "no failure when absent",
    { b: { x: {} } },
    { op: "fail", when: "present", at: ["b", "x", "$a"], change },
    { b: { x: {} } },
  ],
  [
    "fail when no object is there",
    { body: { data: [] } },
    { op: "fail", when: "notObject", at: ["body", "data"], change },
    { stop: "C" },
  ],
  [
    "no failure when an object is there",
    { body: { data: {} } },
    { op: "fail", when: "notObject", at: ["body", "data"], change },
    { body: { data: {} } },
  ],
];

describe("applyInstruction", () => {
  it.each(rows)("%s", (_name, input, ins, want) => {
    const value = cloneJson(input);
    if ("stop" in want) {
      expect(() => applyInstruction(value, ins)).toThrow(ConversionStop);
      try {
        applyInstruction(value, ins);
      } catch (e) {
        expect((e as ConversionStop).change).toBe(want.stop);
      }
      return;
    }
    const out = applyInstruction(value, ins);
    expect(out).toEqual(want);
    expect(JSON.stringify(out)).toBe(JSON.stringify(want));
  });

  it("writes own properties whatever their name, never a prototype", () => {
    const out = applyInstruction({ a: { x: 1 } }, { op: "rename", at: ["a"], from: "x", to: "__proto__", change });
    const a = out.a as Record<string, unknown>;
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(a, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  // What a shimmed call does with the caller's arguments (upgrade-copy.ts): copy only where the instruction writes.
  it.each(rows.filter(([, , , want]) => !("stop" in want)))(
    "%s, on a copy-on-write copy",
    (_name, input, ins, want) => {
      const caller = cloneJson(input);
      const out = applyInstruction(copyAlong(caller, writesOf([ins])!) as Record<string, unknown>, ins);
      expect(JSON.stringify(out)).toBe(JSON.stringify(want));
      expect(caller, "the caller's value is untouched").toEqual(input);
    },
  );

  // A response is server data: a value nested beyond what JSON.stringify can write (B44) is compared, not serialised.
  it("compares declared constants with server values nested 200,000 deep: they simply differ", () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const back: Instruction = {
      op: "move",
      each: [],
      from: ["r", "data", "id"],
      to: ["a", "id"],
      unset: [[["r", "data", "type"], "profile"]],
      prune: true,
      change,
    };
    const moved = applyInstruction({ r: { data: { id: "1", type: deep } } }, back);
    expect((moved.r as { data: { type: unknown } }).data.type).toBe(deep);
    expect(moved.a).toEqual({ id: "1" });
    const table: Instruction = {
      op: "table",
      at: [],
      from: "c",
      to: "s",
      rows: [{ when: { email: "MARKETING" }, value: { email: { m: 1 } } }],
      absent: [],
      change,
    };
    expect(applyInstruction({ c: { email: deep } }, table)).toEqual({ s: {} });
  });

  it("copies null-prototype objects too", () => {
    const input = Object.assign(Object.create(null) as Record<string, unknown>, { a: { b: 1 } });
    const copy = cloneJson(input);
    (copy.a as Record<string, unknown>).b = 2;
    expect((input.a as Record<string, unknown>).b).toBe(1);
  });
});
