/**
 * One golden example per declared change (test/shims/golden/<ChangeName>.json), written by hand: a real request as
 * code of the older revision writes it and as the package sends it, a real response as the newer revision returns it
 * and as the older code receives it, asserted exactly through the package's own upgrade modules. An example of a call
 * the shim refuses names the error instead; an advisory change lists the warning the call emits.
 *
 * Each side is also checked against its revision's spec (the written request and the returned response against the
 * older one, the sent request and the received response against the newer one), so an example cannot be wrong.
 *
 * File shape: { change, from, to, operation, examples: [{ name, operation?, to?, request?: { asWritten, asSent:
 * { method, path, args } | error: { name, change } }, response?: { asReceived, asReturned }, warnings? }] }.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { schemaErrors, type CallArgs } from "../support/call-args.js";
import { loadShimIndex } from "../../generator/shims/coverage.js";
import { descriptorsOf, operationsOf, requestProblems, successSchema, upgraderFor } from "./support/shims.js";

const DIR = fileURLToPath(new URL("./golden/", import.meta.url));

interface Example {
  name: string;
  operation?: string;
  to?: string;
  request?: {
    asWritten: CallArgs;
    asSent?: { method: string; path: string; args: CallArgs };
    error?: { name: string; change: string };
  };
  response?: { asReceived: unknown; asReturned: unknown };
  warnings?: string[];
}

interface Golden {
  change: string;
  from: string;
  to: string;
  operation: string;
  examples: Example[];
}

const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .sort();
const goldens = files.map((f) => JSON.parse(readFileSync(DIR + f, "utf8")) as Golden);
const index = await loadShimIndex();

it("has one golden example per declared change, named after it", () => {
  expect(files.map((f) => f.replace(/\.json$/, ""))).toEqual([...index.declarations.keys()].sort());
  for (const [i, g] of goldens.entries()) expect(`${g.change}.json`).toBe(files[i]);
});

for (const g of goldens) {
  describe(g.change, () => {
    it("is declared on the step the example shows", () => {
      const decl = index.declarations.get(g.change);
      expect(decl?.revision).toBe(g.to);
      expect(decl?.from).toBe(g.from);
    });
    for (const ex of g.examples) {
      it(ex.name, async () => {
        const operation = ex.operation ?? g.operation;
        const to = ex.to ?? g.to;
        const warnings: string[] = [];
        const up = await upgraderFor(g.from, to, warnings);
        const oldOp = (await operationsOf(g.from)).get(operation)!;
        const newOp = (await operationsOf(to)).get(operation);
        const d = (await descriptorsOf(g.from)).get(operation)!;
        if (ex.request) {
          expect(requestProblems(oldOp, d, ex.request.asWritten), "asWritten is a valid older request").toEqual([]);
          const before = JSON.stringify(ex.request.asWritten);
          if (ex.request.error) {
            let thrown: { name?: string; change?: string } | undefined;
            try {
              up.forward(d, ex.request.asWritten);
            } catch (e) {
              thrown = e as { name?: string; change?: string };
            }
            expect({ name: thrown?.name, change: thrown?.change }).toEqual(ex.request.error);
          } else {
            const out = up.forward(d, ex.request.asWritten);
            expect({ method: out.descriptor.method, path: out.descriptor.path, args: out.args }).toEqual(
              ex.request.asSent,
            );
            expect(
              requestProblems(newOp!, out.descriptor, out.args as CallArgs),
              "asSent is a valid newer request",
            ).toEqual([]);
          }
          expect(JSON.stringify(ex.request.asWritten), "the written request is untouched").toBe(before);
        }
        if (ex.response) {
          const newSchema = successSchema(newOp!);
          const oldSchema = successSchema(oldOp);
          expect(
            schemaErrors(newSchema, ex.response.asReceived),
            "asReceived is a valid newer response",
          ).toBeUndefined();
          expect(up.backward(operation, structuredClone(ex.response.asReceived))).toEqual(ex.response.asReturned);
          expect(
            schemaErrors(oldSchema, ex.response.asReturned),
            "asReturned is a valid older response",
          ).toBeUndefined();
        }
        // Lifecycle warnings (a deprecated target) are once per process, so their order depends on the test order.
        expect(warnings.filter((w) => !w.startsWith("revforge: revision "))).toEqual(ex.warnings ?? []);
      });
    }
  });
}
