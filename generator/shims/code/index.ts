/**
 * A step's instruction lists as JavaScript functions (upgrades/compiled/<from>--<to>.js), for speed: the runtime's
 * interpreter (templates/runtime/upgrade-ops.ts) reads every property through a key it holds in a variable, and on a
 * real call path, between two calls of the network stack, such generic reads cost several times what they cost in a
 * loop; code that names each property as a literal reads it directly. A compiled list does exactly what the
 * interpreter does with it (test/shims/compiled.test.ts checks them against each other on generated values):
 *
 *   request  (args, I)       copy what the list writes (copy.ts: upgrade-copy.ts unrolled, or while walking), apply
 *   response (document, I)   apply in place (the document is the client's own, just parsed)
 *
 * `I` is the list itself, from the step's data: the code reads row tests from it. Only lists of rename, drop, table
 * and optIn instructions compile, and only without a `__proto__` key on their paths (function.ts); anything else
 * stays with the interpreter.
 *
 * Safety: every declaration string reaches the code through one function (writer.ts `literal`), as a string literal
 * of the emit stage's escaping helper (emit/escape.ts); the file is rendered a second time with every such string neutral and every decision the same, and the
 * guard (guard.ts) requires the two to have the same tokens, string literals aside.
 *
 *   index.ts     a step's file          function.ts  one list            walks.ts   paths in code
 *   table.ts     the table instruction  copy.ts      copy-on-write       writer.ts  text, names, literals
 */
import type { UpgradeStep } from "../../../templates/runtime/upgrade.js";
import type { Instruction } from "../../../templates/runtime/upgrade-ops.js";
import { stringLiteral } from "../../emit/escape.js";
import { compiledFunction, type Side } from "./function.js";
import { guardCompiled } from "./guard.js";
import { withLiterals } from "./writer.js";

export { compiledFunction, type Side } from "./function.js";

/** Which functions of a step's compiled file stand for which lists: operationId -> side -> function name. */
export type CompiledNames = Record<string, { request?: string; response?: string }>;

/**
 * A step's compilable lists as one module (`file` is its path for errors), guarded, or undefined when none is
 * compilable. Functions are named by position (`c0`, `c1`...), never after a declaration string.
 */
export function compiledStep(
  step: UpgradeStep,
  file: string,
  banner: string,
): { text: string; names: CompiledNames } | undefined {
  // One function per distinct code: many operations share a list (the same renames on every profile response).
  // Decided once, on the real strings, so that the guard's neutral rendering has the same functions.
  const names: CompiledNames = {};
  const functions: { name: string; list: readonly Instruction[]; side: Side }[] = [];
  const byCode = new Map<string, string>();
  for (const [id, so] of Object.entries(step.operations))
    for (const side of ["request", "response"] as const) {
      const list = so[side];
      const code = list && compiledFunction("f", list, side);
      if (code === undefined) continue;
      let name = byCode.get(code);
      if (name === undefined) {
        byCode.set(code, (name = `c${functions.length}`));
        functions.push({ name, list: list!, side });
      }
      (names[id] ??= {})[side] = name;
    }
  if (functions.length === 0) return undefined;
  const render = (how: (value: string) => string) =>
    withLiterals(how, () =>
      [
        `/* ${banner} */`,
        'import { cloneJson, isObj, merge, renamed } from "../../runtime/upgrade-ops.js";',
        'import { isPlain } from "../../runtime/upgrade-copy.js";',
        "",
        "const has = Object.prototype.hasOwnProperty;",
        "",
        functions.map((f) => compiledFunction(f.name, f.list, f.side)!).join("\n\n"),
        "",
      ].join("\n"),
    );
  const text = render(stringLiteral);
  guardCompiled(
    file,
    text,
    render(() => '"s"'),
  );
  return { text, names };
}
