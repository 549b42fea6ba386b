/**
 * Paths written out from shared pieces (generator/diff/compare/trail.ts): a path joined from parts says what the
 * whole path says, segment by segment: the pointer as a JSON pointer escapes it, the names as `dotted` writes them,
 * and the innermost resource or object with the steps after it.
 */
import { describe, expect, it } from "vitest";
import { dotted } from "../../generator/diff/compare/pointer.js";
import { EMPTY_TRAIL, entered, joined, stepped, type Trail } from "../../generator/diff/compare/trail.js";

/** A path of steps `[segment, name]`; `{resource}` / `{object}` enter an owner there. */
type Step = [string, string | undefined] | { resource: string } | { object: string };

function trailOf(steps: Step[], from = EMPTY_TRAIL): Trail {
  let trail = from;
  for (const s of steps) {
    if (Array.isArray(s)) trail = stepped(trail, [s[0]], [s[0]], s[1]);
    else if ("resource" in s) trail = entered(trail, { resource: s.resource });
    else trail = entered(trail, { object: { base: s.object, revision: s.object } });
  }
  return trail;
}

const names = (steps: Step[]) => steps.flatMap((s) => (Array.isArray(s) && s[1] !== undefined ? [s[1]] : []));
const pointer = (steps: Step[]) =>
  steps.map((s) => (Array.isArray(s) ? "/" + s[0].replace(/~/g, "~0").replace(/\//g, "~1") : "")).join("");

const cases: [string, { head: Step[]; tail: Step[]; resource?: [string, string]; object?: [string, string] }][] = [
  [
    "two plain parts",
    {
      head: [
        ["properties", undefined],
        ["data", "data"],
      ],
      tail: [["items", "[]"]],
    },
  ],
  [
    "items first in the tail",
    {
      head: [["a", "a"]],
      tail: [
        ["items", "[]"],
        ["b", "b"],
      ],
    },
  ],
  [
    "an empty head",
    {
      head: [],
      tail: [
        ["x", "x"],
        ["items", "[]"],
      ],
    },
  ],
  ["an empty tail", { head: [["x", "x"]], tail: [] }],
  ["an empty property name first", { head: [["", ""]], tail: [["b", "b"]] }],
  ["segments with / and ~", { head: [["a/b", "a/b"]], tail: [["c~d", "c~d"]] }],
  [
    "a step with no name",
    {
      head: [
        ["anyOf", undefined],
        ["1", undefined],
      ],
      tail: [["items", "[]"]],
    },
  ],
  [
    "a resource in the head, steps after it in both parts",
    { head: [["p", "p"], { resource: "customer" }, ["q", "q"]], tail: [["r", "r"]], resource: ["customer", "q.r"] },
  ],
  [
    "an object in the head, a resource in the tail",
    {
      head: [{ object: "o" }, ["a", "a"]],
      tail: [["b", "b"], { resource: "charge" }, ["c", "c"]],
      resource: ["charge", "c"],
      object: ["o", "a.b.c"],
    },
  ],
  [
    "the innermost object wins",
    { head: [{ object: "outer" }, ["a", "a"]], tail: [{ object: "inner" }, ["items", "[]"]], object: ["inner", "[]"] },
  ],
];

describe("a path joined from two parts", () => {
  it.each(cases)("%s", (_, { head, tail, resource, object }) => {
    const whole = [...head, ...tail];
    const got = joined(joined(EMPTY_TRAIL, trailOf(head)), trailOf(tail));
    expect(got.b).toBe(pointer(whole));
    expect(got.r).toBe(pointer(whole));
    expect(got.names.alone).toBe(dotted(names(whole)));
    expect(got.names.any).toBe(names(whole).length > 0);
    // Joined from parts or written in one piece, the same path.
    expect(got).toEqual(trailOf(tail, trailOf(head)));
    expect(got.resource && [got.resource.name, got.resource.inside.alone]).toEqual(resource);
    expect(got.object && [got.object.base, got.object.inside.alone]).toEqual(object);
  });
});
