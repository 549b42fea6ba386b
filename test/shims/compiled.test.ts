/**
 * Compiled instruction lists (generator/shims/code/, generated/client/upgrades/compiled): each does what
 * the interpreter does with its list, on the specs' own values and on values of any shape, leaves a caller's
 * arguments untouched, and keeps every declaration string inert; the compiled-code guard refuses anything but the
 * compiler's own shapes.
 */
import fc from "fast-check";
import { readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { compiledFunction, compiledStep } from "../../generator/shims/code/index.js";
import { CompiledGuardError, guardCompiled } from "../../generator/shims/code/guard.js";
import { applyInstruction, cloneJson, type Instruction } from "../../templates/runtime/upgrade-ops.js";
import type { UpgradeStep } from "../../templates/runtime/upgrade.js";
import { arbitraryOf } from "./support/arbitrary.js";
import { descriptorsOf, GENERATED, operationsOf, requestBodySchema, successSchema } from "./support/shims.js";

type Obj = Record<string, unknown>;
type Compiled = (value: Obj, list: readonly Instruction[]) => Obj;

const interpret = (list: readonly Instruction[], value: Obj) =>
  list.reduce((v, ins) => applyInstruction(v, ins), value);

/** Objects shaped like anything: the lists' paths meet arrays, nulls, strings and missing keys in them. */
const anyShape = fc.dictionary(fc.constantFrom("body", "data", "query", "attributes", "profiles"), fc.jsonValue(), {
  maxKeys: 4,
}) as fc.Arbitrary<Obj>;

const dir = `${GENERATED}upgrades/steps/`;
const cases: {
  name: string;
  fn: Compiled;
  list: readonly Instruction[];
  side: string;
  values: fc.Arbitrary<Obj> | undefined;
}[] = [];
for (const file of readdirSync(dir).sort()) {
  const mod = (await import(pathToFileURL(dir + file).href)) as { step: UpgradeStep } & Record<string, unknown>;
  const newer = await operationsOf(mod.step.to);
  const older = await operationsOf(mod.step.from);
  const olderDescriptors = await descriptorsOf(mod.step.from);
  for (const [id, so] of Object.entries(mod.step.operations))
    for (const side of ["request", "response"] as const) {
      const name = so.compiled?.[side];
      if (name === undefined) continue;
      // Values the list meets: the older revision's request bodies, the newer one's success responses.
      const op = side === "response" ? newer.get(id) : older.get(id);
      const d = olderDescriptors.get(id);
      const body = side === "request" && op !== undefined && d !== undefined ? requestBodySchema(op, d) : undefined;
      cases.push({
        name: `${file} ${id} ${side}`,
        fn: mod[name] as Compiled,
        list: so[side]!,
        side,
        values:
          side === "response"
            ? op && successSchema(op) && (arbitraryOf(successSchema(op)!) as fc.Arbitrary<Obj>)
            : body && fc.record({ body: arbitraryOf(body), query: fc.option(anyShape, { nil: undefined }) }),
      });
    }
}

describe("compiled lists do what the interpreter does", () => {
  it("there are compiled lists on both sides, with values from the specs", () => {
    expect(cases.some((c) => c.side === "request" && c.values !== undefined)).toBe(true);
    expect(cases.some((c) => c.side === "response" && c.values !== undefined)).toBe(true);
  });

  it.each(cases)("$name", ({ fn, list, side, values }) => {
    const arbitraries = [anyShape, ...(values === undefined ? [] : [values])];
    for (const arbitrary of arbitraries)
      fc.assert(
        fc.property(arbitrary, (value) => {
          const want = JSON.stringify(interpret(list, cloneJson(value)));
          if (side === "request") {
            const before = JSON.stringify(value);
            expect(JSON.stringify(fn(value, list))).toBe(want);
            expect(JSON.stringify(value), "the caller's arguments are untouched").toBe(before);
          } else expect(JSON.stringify(fn(cloneJson(value), list))).toBe(want);
        }),
        { numRuns: 60 },
      );
  });
});

describe("compiling", () => {
  const change = "C";
  const evil = 'x"]; globalThis.pwned = 1; ["';
  const load = async (text: string) => {
    const url = `data:text/javascript,${encodeURIComponent(
      text
        .replace(/^import \{ (.*) \} from .*upgrade-ops.js";$/m, "const { $1 } = globalThis.__ops;")
        .replace(/^import \{ isPlain \} from .*;$/m, "const { isPlain } = globalThis.__copy;"),
    )}`;
    return (await import(url)) as Record<string, Compiled>;
  };

  it("keeps a hostile declaration string inside its literal, and inert", async () => {
    const g = globalThis as Record<string, unknown>;
    g.__ops = await import("../../templates/runtime/upgrade-ops.js");
    g.__copy = await import("../../templates/runtime/upgrade-copy.js");
    const list: Instruction[] = [
      { op: "rename", at: [evil, []], from: evil, to: "ok", change },
      { op: "optIn", parameter: evil, value: evil, change },
    ];
    const step: UpgradeStep = {
      from: "a",
      to: "b",
      lifecycle: null,
      changes: {},
      operations: { [evil]: { request: list } },
    };
    const compiled = compiledStep(step, "x.js", "test")!;
    expect(Object.values(compiled.names)).toEqual([{ request: "c0" }]);
    const mod = await load(compiled.text);
    const out = mod.c0!({ [evil]: [{ [evil]: 1 }] }, list);
    expect(g.pwned).toBeUndefined();
    expect(out).toEqual({ [evil]: [{ ok: 1 }], query: { [evil]: [evil] } });
  });

  it("leaves lists with a __proto__ key, or instructions it does not compile, to the interpreter", () => {
    expect(
      compiledFunction("c0", [{ op: "rename", at: ["__proto__"], from: "a", to: "b", change }], "response"),
    ).toBeUndefined();
    expect(compiledFunction("c0", [{ op: "warn", change }], "request")).toBeUndefined();
    expect(compiledFunction("c0", [{ op: "fail", when: "always", change }], "request")).toBeUndefined();
  });

  it("the guard refuses code that is not the compiler's shape, with its place", () => {
    const shape = 'export function c0(v, I) {\n  v["s"] = 1;\n  return v;\n}\n';
    expect(() => guardCompiled("x.js", shape.replace('"s"', '"anything"'), shape)).not.toThrow();
    const tampered = 'export function c0(v, I) {\n  v["a"] = 1; fetch("https://evil.example");\n  return v;\n}\n';
    expect(() => guardCompiled("x.js", tampered, shape)).toThrow(CompiledGuardError);
    expect(() => guardCompiled("x.js", tampered, shape)).toThrow(
      'x.js:2:15 compiled shim code rejected by the guard: "fetch" where the code\'s shape has "return"',
    );
  });
});
