/**
 * Round trips of the invertible changes: every step operation whose request instructions are all renames and moves
 * (a `fail` guard counts as nothing) is converted forward by the package's engine and back by the inverse
 * instructions, and must give back the request it started from; likewise every operation whose response instructions
 * are all renames and moves, from the newer revision's response and back. Values come from the specs' schemas.
 *
 * The inverse of `move from → to (set c)` is `move to → from (unset c, prune)`; of a rename, the swapped rename.
 * Equality is up to empty objects: a forward move leaves the container it took a value from in place, empty (the
 * newer revision may require it), where the original had none.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CallArgs, SpecOperation } from "../support/call-args.js";
import type { Json } from "../support/specs.js";
import { applyInstruction, valuesAt, type Instruction } from "../../templates/runtime/upgrade-ops.js";
import { arbitraryOf } from "./support/arbitrary.js";
import {
  descriptorsOf,
  generatedSteps,
  operationsOf,
  requestBodySchema,
  requestProblems,
  successSchema,
  upgraderFor,
} from "./support/shims.js";

const RUNS = 80;

/** The inverse of one instruction; "guard" for a check that converts nothing; undefined when not invertible. */
export function inverse(ins: Instruction): Instruction | "guard" | undefined {
  switch (ins.op) {
    case "rename":
      return { ...ins, from: ins.to, to: ins.from };
    case "move":
      return ins.unset !== undefined || ins.prune
        ? {
            op: "move",
            each: ins.each,
            from: ins.to,
            to: ins.from,
            ...(ins.unset ? { set: ins.unset } : {}),
            change: ins.change,
          }
        : {
            op: "move",
            each: ins.each,
            from: ins.to,
            to: ins.from,
            ...(ins.set ? { unset: ins.set } : {}),
            prune: true,
            change: ins.change,
          };
    case "fail":
      return "guard";
    default:
      return undefined;
  }
}

function invertAll(list: readonly Instruction[]): Instruction[] | undefined {
  const out: Instruction[] = [];
  for (const ins of [...list].reverse()) {
    const inv = inverse(ins);
    if (inv === undefined) return undefined;
    if (inv !== "guard") out.push(inv);
  }
  return out;
}

/** Drops keys holding empty objects, recursively (see the banner). */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const w = withoutEmpty(v);
    if (typeof w === "object" && w !== null && !Array.isArray(w) && Object.keys(w).length === 0) continue;
    out[k] = w;
  }
  return out;
}

function argsArbitrary(op: SpecOperation, body: Json | undefined): fc.Arbitrary<CallArgs> {
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  const path = op.parameters.filter((p: Json) => p.in === "path");
  if (path.length > 0)
    parts.path = fc.record(
      Object.fromEntries(path.map((p: Json) => [p.name as string, fc.stringMatching(/^[a-z0-9]{1,8}$/)])),
    );
  if (body !== undefined) parts.body = arbitraryOf(body);
  return fc.record(parts) as fc.Arbitrary<CallArgs>;
}

const steps = await generatedSteps();
let cases = 0;

for (const s of steps) {
  const up = await upgraderFor(s.from, s.to);
  const oldOps = await operationsOf(s.from);
  const newOps = await operationsOf(s.to);
  const oldDescriptors = await descriptorsOf(s.from);
  const any = Object.values(s.step.operations).some(
    (so) => (so.request && invertAll(so.request)) || (so.response && invertAll(so.response)),
  );
  if (!any) continue;
  describe(`${s.from} -> ${s.to}`, () => {
    for (const [id, so] of Object.entries(s.step.operations)) {
      const back = so.request ? invertAll(so.request) : undefined;
      const oldOp = oldOps.get(id);
      const d = oldDescriptors.get(id);
      if (back !== undefined && oldOp !== undefined && d !== undefined) {
        cases++;
        it(`${id}: a request converted forward and back is the request`, () => {
          fc.assert(
            fc.property(argsArbitrary(oldOp, requestBodySchema(oldOp, d)), (args) => {
              fc.pre(requestProblems(oldOp, d, args).length === 0);
              // A move onto a place the request already fills overwrites it (the template id of the path wins over a
              // `data.id` the body had): not invertible, so such requests are not round trips.
              for (const ins of so.request!)
                if (ins.op === "move" && ins.each.length === 0) fc.pre(valuesAt(args as never, ins.to).length === 0);
              let sent: Record<string, unknown>;
              try {
                sent = up.forward(d, args).args as Record<string, unknown>;
              } catch {
                fc.pre(false); // a call the step refuses has nothing to round-trip
                return;
              }
              const again = back.reduce((v, ins) => applyInstruction(v, ins), structuredClone(sent));
              expect(withoutEmpty(again)).toEqual(withoutEmpty(args));
            }),
            { numRuns: RUNS },
          );
        });
      }
      const forth = so.response ? invertAll(so.response) : undefined;
      const newOp = newOps.get(id);
      const schema = newOp && successSchema(newOp);
      if (forth !== undefined && schema !== undefined) {
        cases++;
        it(`${id}: a response converted back and forth is the response`, () => {
          fc.assert(
            fc.property(arbitraryOf(schema), (data) => {
              const old = up.backward(id, structuredClone(data)) as Record<string, unknown>;
              const again = forth.reduce((v, ins) => applyInstruction(v, ins), structuredClone(old));
              expect(withoutEmpty(again)).toEqual(withoutEmpty(data));
            }),
            { numRuns: RUNS },
          );
        });
      }
    }
  });
}

it("round-trips the invertible changes of every step that has them", () => {
  // Path parameter renames, template paths, events, subscribe jobs (2023-07-15), subscription renames (2023-10-15).
  expect(cases).toBeGreaterThanOrEqual(15);
});
