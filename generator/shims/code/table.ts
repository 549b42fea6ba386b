/**
 * The table instruction in compiled code (the interpreter's `table` in upgrade-ops.ts): its rows' tests unrolled,
 * their values added as fresh literals where no two rows share a key, by `merge` otherwise.
 */
import type { Instruction, JsonValue } from "../../../templates/runtime/upgrade-ops.js";
import { jsonLiteral } from "../../emit/escape.js";
import { literal, own, type Code } from "./writer.js";

/**
 * The code adding the values of the rows that apply to `out` (a fresh object): `merge` in general; when no two rows
 * of the group share a top-level key, each key is simply set to a fresh copy (what merge would do).
 */
function adder(rows: readonly { readonly value: { readonly [key: string]: JsonValue } }[], data: string) {
  const keys = rows.flatMap((row) => Object.keys(row.value));
  const direct = new Set(keys).size === keys.length && !keys.includes("__proto__");
  return (out: string, r: number): string =>
    direct
      ? Object.keys(rows[r]!.value)
          .map((key) => `${out}[${literal(key)}] = ${jsonLiteral(rows[r]!.value[key]!, literal)};`)
          .join(" ")
      : `merge(${out}, ${data}[${r}].value);`;
}

/** The interpreter's `table` on the object in `o`, its rows' tests unrolled (expected values read from `I[k]`). */
export function table(code: Code, ins: Extract<Instruction, { op: "table" }>, k: number, o: string): void {
  const old = code.fresh("t");
  const out = code.fresh("u");
  code.line(`const ${old} = ${own(o, ins.from)};`);
  code.line(`const ${out} = {};`);
  code.line(`if (${old} !== undefined) {`);
  // Each property the rows test, read once.
  const read = new Map<string, string>();
  for (const key of ins.rows.flatMap((row) => Object.keys(row.when)))
    if (!read.has(key)) {
      const a = code.fresh("a");
      read.set(key, a);
      code.line(`const ${a} = isObj(${old}) ? ${own(old, key)} : undefined;`);
    }
  const add = adder(ins.rows, `I[${k}].rows`);
  ins.rows.forEach((row, r) => {
    const tests = Object.keys(row.when).map((key) => {
      const expected = row.when[key]!;
      const actual = read.get(key)!;
      const want = `I[${k}].rows[${r}].when[${literal(key)}]`;
      if (Array.isArray(expected))
        return `Array.isArray(${actual})${expected.map((_, j) => ` && ${actual}.includes(${want}[${j}])`).join("")}`;
      return `JSON.stringify(${actual}) === JSON.stringify(${want})`;
    });
    code.line(`if (isObj(${old})${tests.map((t) => ` && ${t}`).join("")}) { ${add(out, r)} }`);
  });
  code.line(`delete ${o}[${literal(ins.from)}];`);
  code.line(`${o}[${literal(ins.to)}] = ${out};`);
  if (ins.absent.length > 0) {
    code.line("} else {");
    const addAbsent = adder(ins.absent, `I[${k}].absent`);
    ins.absent.forEach((row, r) => {
      code.line(`if (${own(o, row.if)} !== undefined) { ${addAbsent(out, r)} }`);
    });
    code.line(`${o}[${literal(ins.to)}] = ${out};`);
  }
  code.line("}");
}
