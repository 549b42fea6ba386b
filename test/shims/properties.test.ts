/**
 * Property-based checks of every step of the generated shims (generated/client/upgrades), for every operation both
 * revisions of the step have (docs/architecture.md, "Learned from Cadwyn"):
 *
 *   - a valid request of the older revision, converted forward, is a valid request of the newer one: its path
 *     parameters fill the newer path, its query parameters are the newer operation's and match their schemas, its
 *     body matches the newer request schema (ajv, JSON Schema 2020-12). A request the step cannot convert must fail
 *     with UnshimmableChangeError naming a change the step declares unshimmable (or shimmed with limits);
 *   - a valid response of the newer revision, converted back, is a valid response of the older one;
 *   - the caller's arguments are never modified.
 *
 * Inputs come from the specs' JSON Schemas (support/arbitrary.ts) and are checked against their own revision first.
 * Operations a step converts get more runs than the ones it passes through unchanged.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { schemaErrors, type CallArgs, type SpecOperation } from "../support/call-args.js";
import type { Json } from "../support/specs.js";
import type { OperationDescriptor } from "../../templates/runtime/operation.js";
import { arbitraryOf } from "./support/arbitrary.js";
import {
  descriptorsOf,
  generatedSteps,
  operationsOf,
  requestBodySchema,
  requestProblems,
  successSchema,
  upgraderFor,
  type StepFile,
  type TestUpgrader,
} from "./support/shims.js";

const RUNS_CONVERTED = 100;
const RUNS_PASSED = 15;

/** Arguments of a call of `op` in its own revision: path ids, query parameters, body, all from the spec. */
function argsArbitrary(op: SpecOperation, d: OperationDescriptor, newer?: Json): fc.Arbitrary<CallArgs> {
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  const path = op.parameters.filter((p: Json) => p.in === "path");
  if (path.length > 0)
    parts.path = fc.record(Object.fromEntries(path.map((p: Json) => [p.name, fc.stringMatching(/^[a-z0-9]{1,8}$/)])));
  const query = op.parameters.filter((p: Json) => p.in === "query");
  if (query.length > 0) {
    const model: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
      query.map((p: Json) => [p.name as string, arbitraryOf(p.schema)]),
    );
    const requiredKeys: string[] = query.filter((p: Json) => p.required).map((p: Json) => p.name);
    parts.query = fc.record(model, { requiredKeys });
  }
  const body = requestBodySchema(op, d);
  if (body !== undefined) {
    // An unspecified body (the document shows none) accepts any JSON:API document, which says nothing of what the
    // service took; where the newer revision specifies it, draw from that shape, kept only if the older accepts it.
    const specified = newer !== undefined && body["x-shape"] === "unspecified" && newer["x-shape"] !== "unspecified";
    parts.body = specified ? arbitraryOf(newer).filter((v) => schemaErrors(body, v) === undefined) : arbitraryOf(body);
  }
  const queryRequired = query.some((p: Json) => p.required);
  return fc.record(parts, {
    requiredKeys: Object.keys(parts).filter((k) => k !== "query" || queryRequired),
  }) as fc.Arbitrary<CallArgs>;
}

interface Plan {
  step: StepFile;
  up: TestUpgrader;
  oldOps: Map<string, SpecOperation>;
  newOps: Map<string, SpecOperation>;
  oldDescriptors: Map<string, OperationDescriptor>;
  newDescriptors: Map<string, OperationDescriptor>;
}

const plans: Plan[] = [];
for (const step of await generatedSteps()) {
  plans.push({
    step,
    up: await upgraderFor(step.from, step.to),
    oldOps: await operationsOf(step.from),
    newOps: await operationsOf(step.to),
    oldDescriptors: await descriptorsOf(step.from),
    newDescriptors: await descriptorsOf(step.to),
  });
}

it("covers every step of the package", () => {
  expect(plans.map((p) => `${p.step.from}--${p.step.to}`)).toContain("2023-09-15--2023-10-15");
  expect(plans.length).toBeGreaterThanOrEqual(11);
});

for (const plan of plans) {
  const { step, up } = plan;
  describe(`${step.from} -> ${step.to}`, () => {
    const shared = [...plan.oldOps.keys()].filter((id) => plan.newOps.has(id)).sort();
    for (const id of shared) {
      const oldOp = plan.oldOps.get(id)!;
      const newOp = plan.newOps.get(id)!;
      const oldD = plan.oldDescriptors.get(id)!;
      const newD = plan.newDescriptors.get(id)!;
      const so = step.step.operations[id];

      it(`${id}: ${step.from} requests convert to valid ${step.to} requests`, () => {
        let converted = 0;
        fc.assert(
          fc.property(argsArbitrary(oldOp, oldD, requestBodySchema(newOp, newD)), (args) => {
            expect(requestProblems(oldOp, oldD, args), "generated input").toEqual([]);
            const before = JSON.stringify(args);
            let out: ReturnType<TestUpgrader["forward"]>;
            try {
              out = up.forward(oldD, args);
            } catch (e) {
              const err = e as { name?: string; change?: string };
              if (err.name !== "UnshimmableChangeError") throw e;
              const change = step.step.changes[err.change ?? ""];
              expect(change, `${err.change} is a change of this step`).toBeDefined();
              expect(change!.shimmed === false || change!.reason !== undefined, `${err.change} may stop calls`).toBe(
                true,
              );
              return;
            }
            converted++;
            expect(JSON.stringify(args), "the caller's arguments are untouched").toBe(before);
            expect(`${out.descriptor.method} ${out.descriptor.path}`).toBe(`${newD.method} ${newD.path}`);
            expect(requestProblems(newOp, out.descriptor, out.args as CallArgs)).toEqual([]);
          }),
          { numRuns: so?.request ? RUNS_CONVERTED : RUNS_PASSED },
        );
        expect(converted, "some requests convert").toBeGreaterThan(0);
      });

      const newSchema = successSchema(newOp);
      const oldSchema = successSchema(oldOp);
      if (newSchema === undefined || oldSchema === undefined) continue;
      it(`${id}: ${step.to} responses convert back to valid ${step.from} responses`, () => {
        fc.assert(
          fc.property(arbitraryOf(newSchema), (data) => {
            expect(schemaErrors(newSchema, data), "generated input").toBeUndefined();
            const back = up.backward(id, structuredClone(data));
            expect(schemaErrors(oldSchema, back)).toBeUndefined();
          }),
          { numRuns: so?.response ? RUNS_CONVERTED : RUNS_PASSED },
        );
      });
    }
  });
}

// The same promise across whole chains, where the copy-on-write paths of several steps meet (upgrade-copy.ts): the
// oldest revision, the first with the list and profile moves of 2023-07-15, and the last before the subscription form.
for (const from of ["2022-10-17", "2023-06-15", "2023-09-15"]) {
  it(`${from} -> 2024-05-15: the caller's arguments are untouched through every step`, async () => {
    const up = await upgraderFor(from, "2024-05-15");
    const ops = await operationsOf(from);
    const descriptors = await descriptorsOf(from);
    let converted = 0;
    for (const [id, op] of [...ops].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const d = descriptors.get(id);
      if (d === undefined) continue;
      fc.assert(
        fc.property(argsArbitrary(op, d), (args) => {
          const before = JSON.stringify(args);
          try {
            up.forward(d, args);
            converted++;
          } catch (e) {
            if ((e as { name?: string }).name !== "UnshimmableChangeError") throw e;
          }
          expect(JSON.stringify(args), `${id}: the caller's arguments are untouched`).toBe(before);
        }),
        { numRuns: RUNS_PASSED },
      );
    }
    expect(converted).toBeGreaterThan(0);
  });
}
