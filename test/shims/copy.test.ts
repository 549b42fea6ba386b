/**
 * Copy-on-write of a shimmed call's arguments (templates/runtime/upgrade-copy.ts): the objects on the paths the
 * instructions write are copies, everything else is the caller's own (shared, never written), and a plan of several
 * instructions, where a later one writes where an earlier one moved or renamed a value, still leaves the caller's
 * arguments as they were and gives what the same plan gives on a deep copy.
 */
import { describe, expect, it } from "vitest";
import { copyAlong, writesOf } from "../../templates/runtime/upgrade-copy.js";
import { applyInstruction, cloneJson, type Instruction } from "../../templates/runtime/upgrade-ops.js";

const change = "C";
type Obj = Record<string, unknown>;

const run = (value: Obj, list: Instruction[]) => list.reduce((v, ins) => applyInstruction(v, ins), value);

describe("copyAlong", () => {
  it("copies the objects on the written paths and shares the rest", () => {
    const caller = { body: { data: { attributes: { a: 1 }, meta: { m: 1 } } }, query: { q: 1 }, path: { id: "x" } };
    const out = copyAlong(caller, writesOf([{ op: "drop", at: ["body", "data", "attributes", "a"], change }])!) as {
      body: { data: { attributes: Obj; meta: Obj } };
      query: Obj;
      path: Obj;
    };
    expect(out).toEqual(caller);
    expect(out).not.toBe(caller);
    expect(out.body).not.toBe(caller.body);
    expect(out.body.data).not.toBe(caller.body.data);
    expect(out.body.data.attributes).not.toBe(caller.body.data.attributes);
    expect(out.body.data.meta).toBe(caller.body.data.meta);
    expect(out.query).toBe(caller.query);
    expect(out.path).toBe(caller.path);
  });

  it("copies every element on a [] path, and wholly what an instruction relocates", () => {
    const caller = {
      d: [
        { x: { deep: [1] }, keep: { k: 1 } },
        { x: { deep: [2] }, keep: { k: 2 } },
      ],
    };
    const tree = writesOf([{ op: "rename", at: ["d", []], from: "x", to: "y", change }])!;
    const out = copyAlong(caller, tree) as { d: { x: { deep: number[] }; keep: Obj }[] };
    expect(out.d).not.toBe(caller.d);
    expect(out.d[0]).not.toBe(caller.d[0]);
    expect(out.d[0]!.x.deep).not.toBe(caller.d[0]!.x.deep);
    expect(out.d[1]!.keep).toBe(caller.d[1]!.keep);
  });

  it("gives up on paths for an imperative converter: the whole value is copied", () => {
    expect(writesOf([{ op: "call", fn: "f", change }])).toBeUndefined();
  });

  it("keeps an own __proto__ key as data and leaves non-plain objects alone", () => {
    const caller = JSON.parse('{"body":{"__proto__":{"polluted":true},"a":1}}') as { body: Obj };
    const when = new Date(0);
    const out = copyAlong({ ...caller, when }, writesOf([{ op: "set", at: ["body", "b"], value: 2, change }])!) as {
      body: Obj;
      when: Date;
    };
    expect(Object.prototype.hasOwnProperty.call(out.body, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(out.body)).toBe(Object.prototype);
    expect(({} as Obj).polluted).toBeUndefined();
    expect(out.when).toBe(when);
  });
});

/** Plans whose later instructions write where earlier ones put a value. */
const plans: [string, Obj, Instruction[]][] = [
  [
    "a set inside a value moved there",
    { a: { x: { v: 1 } } },
    [
      { op: "move", each: [], from: ["a", "x"], to: ["b", "y"], change },
      { op: "set", at: ["b", "y", "w"], value: 2, change },
    ],
  ],
  [
    "a table inside a renamed property",
    { data: { attributes: { channels: { email: ["MARKETING"] }, email: "e" } } },
    [
      { op: "rename", at: ["data"], from: "attributes", to: "attrs", change },
      {
        op: "table",
        at: ["data", "attrs"],
        from: "channels",
        to: "subscriptions",
        rows: [{ when: { email: ["MARKETING"] }, value: { email: { marketing: { consent: "SUBSCRIBED" } } } }],
        absent: [],
        change,
      },
    ],
  ],
  [
    "a drop in every element after a move into them",
    { d: [{ a: { b: 1, c: 2 } }, { a: { b: 3, c: 4 } }] },
    [
      { op: "move", each: ["d", []], from: ["a"], to: ["z"], change },
      { op: "drop", at: ["d", [], "z", "b"], change },
    ],
  ],
  [
    "a table in every element (the subscription form of 2023-10-15)",
    { body: { profiles: [{ channels: { email: ["MARKETING"] }, email: "a" }, { email: "b" }] } },
    [
      {
        op: "table",
        at: ["body", "profiles", []],
        from: "channels",
        to: "subscriptions",
        rows: [{ when: { email: ["MARKETING"] }, value: { email: { marketing: { consent: "SUBSCRIBED" } } } }],
        absent: [{ if: "email", value: { email: { marketing: { consent: "SUBSCRIBED" } } } }],
        change,
      },
    ],
  ],
  [
    "an opt-in to a query the caller passed",
    { query: { "additional-fields[profile]": ["predictive_analytics"], sort: "id" } },
    [{ op: "optIn", parameter: "additional-fields[profile]", value: "subscriptions", change }],
  ],
  [
    "a rename at the root, then a move out of the renamed value",
    { body: { old: { inner: { n: 1 } } } },
    [
      { op: "rename", at: ["body"], from: "old", to: "new", change },
      { op: "move", each: ["body"], from: ["new", "inner"], to: ["moved"], prune: true, change },
    ],
  ],
];

describe("a plan on a copy-on-write copy", () => {
  it.each(plans)("%s", (_name, input, list) => {
    const caller = cloneJson(input);
    const want = run(cloneJson(input), list);
    const out = run(copyAlong(caller, writesOf(list)!) as Obj, list);
    expect(JSON.stringify(out)).toBe(JSON.stringify(want));
    expect(caller, "the caller's value is untouched").toEqual(input);
  });
});
