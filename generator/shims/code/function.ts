/**
 * One instruction list as one compiled function `name(v, I)`: which lists compile, renames fused and walked together,
 * the copy step of request lists, each instruction's code.
 */
import { writesOf } from "../../../templates/runtime/upgrade-copy.js";
import type { Instruction } from "../../../templates/runtime/upgrade-ops.js";
import type { PathSegment, ValuePath } from "../../../templates/runtime/upgrade-paths.js";
import { copiers, keyNames, onePass } from "./copy.js";
import { table } from "./table.js";
import { places, prefix, renameWalk } from "./walks.js";
import { Code, literal, own, shallow } from "./writer.js";

export type Side = "request" | "response";

type Compilable = Extract<Instruction, { op: "rename" | "drop" | "table" | "optIn" }>;

function compilable(list: readonly Instruction[]): list is readonly Compilable[] {
  const safe = (keys: readonly PathSegment[]) => keys.every((k) => k !== "__proto__");
  return (
    list.length > 0 &&
    list.every((ins) => {
      switch (ins.op) {
        case "optIn":
          return safe([ins.parameter]);
        case "rename":
          return safe(ins.at);
        case "table":
          return safe([...ins.at, ins.from, ins.to]);
        case "drop":
          // A drop at the root or of every element of an array removes nothing (the interpreter deletes from
          // objects only): not worth compiling.
          return ins.at.length > 0 && typeof ins.at[ins.at.length - 1] === "string" && safe(ins.at);
        default:
          return false;
      }
    })
  );
}

type Step =
  | { ins: Exclude<Compilable, { op: "rename" }>; k: number }
  | { ins: { op: "renames"; at: ValuePath; pairs: string[][] }; k: number };

/**
 * The list with consecutive renames at one path and no name in common as one pass (as the engine's `fuse`); `k` is
 * each instruction's index in the list (the data the code reads, `I[k]`).
 */
function fused(list: readonly Compilable[]): Step[] {
  const out: Step[] = [];
  list.forEach((ins, k) => {
    const last = out[out.length - 1]?.ins;
    if (
      ins.op === "rename" &&
      last?.op === "renames" &&
      JSON.stringify(last.at) === JSON.stringify(ins.at) &&
      !last.pairs.flat().some((name) => name === ins.from || name === ins.to)
    )
      last.pairs.push([ins.from, ins.to]);
    else if (ins.op === "rename") out.push({ ins: { op: "renames", at: ins.at, pairs: [[ins.from, ins.to]] }, k });
    else out.push({ ins, k });
  });
  return out;
}

/** The code applying one instruction (`I[k]` at run time) to the value in `v`. */
function apply(code: Code, { ins, k }: Step, pairs: (p: string[][]) => string): void {
  switch (ins.op) {
    case "renames":
      if (ins.at.length === 0) code.line(`if (isObj(v)) v = renamed(v, ${pairs(ins.pairs)});`);
      else renameWalk(code, [ins], pairs);
      return;
    case "drop":
      places(code, "v", ins.at, (holder, key) => code.line(`delete ${holder}[${key}];`));
      return;
    case "table": {
      const each = (o: string) => table(code, ins, k, o);
      if (ins.at.length === 0) each("v");
      else
        places(
          code,
          "v",
          ins.at,
          (_holder, _key, read) => {
            const o = code.fresh("o");
            code.line(`const ${o} = ${read};`);
            code.line(`if (isObj(${o})) {`);
            each(o);
            code.line("}");
          },
          true,
        );
      return;
    }
    case "optIn": {
      const q = code.fresh("q");
      const c = code.fresh("w");
      const l = code.fresh("l");
      code.line(`const ${q} = isObj(v.query) ? v.query : {};`);
      code.line(`const ${c} = ${own(q, ins.parameter)};`);
      code.line(
        `const ${l} = ${c} === undefined || ${c} === null ? [] : Array.isArray(${c}) ? [...${c}] : ` +
          `String(${c}).split(",").filter((s) => s !== "");`,
      );
      code.line(`if (!${l}.includes(${literal(ins.value)})) ${l}.push(${literal(ins.value)});`);
      code.line(`${q}[${literal(ins.parameter)}] = ${l};`);
      code.line(`v.query = ${q};`);
      return;
    }
  }
}

/**
 * The function `name(v, I)` applying `list` (the step's data, passed as `I`) on `side`, with the helpers it needs
 * above it, or undefined when the list is not compilable.
 */
export function compiledFunction(name: string, list: readonly Instruction[], side: Side): string | undefined {
  if (!compilable(list)) return undefined;
  const tree = writesOf(list)!;
  const keys = [...keyNames(tree)];
  if (keys.includes("__proto__")) return undefined;
  const parts: string[] = [];
  const consts: string[] = [];
  const pairs = (p: string[][]) => {
    const id = `${name}p${consts.length}`;
    consts.push(`const ${id} = [${p.map(([a, b]) => `[${literal(a!)}, ${literal(b!)}]`).join(", ")}];`);
    return id;
  };
  const code = new Code();
  if (side === "request" && onePass(list, tree)) {
    // The walk itself copies what it goes through: the root here, the rest on the way (`places`).
    code.copying = true;
    code.line(`v = ${shallow("v")};`);
    if (list[0]!.op === "optIn") {
      code.line('if (isObj(v) && has.call(v, "query")) {');
      code.line("let q = v.query;");
      code.line(`if (q !== undefined && typeof q === "object") v.query = ${shallow("q")};`);
      code.line("}");
    }
  } else if (side === "request") {
    copiers(tree, `${name}c`, parts);
    code.line(`v = ${name}c(v);`);
    code.line("if (!isObj(v)) return v;");
  }
  // Runs of renames at unrelated paths share one walk; everything else is applied in order.
  let group: { at: ValuePath; pairs: string[][] }[] = [];
  const flush = () => {
    if (group.length > 0) renameWalk(code, group, pairs);
    group = [];
  };
  for (const step of fused(list)) {
    const r = step.ins.op === "renames" && step.ins.at.length > 0 ? step.ins : undefined;
    if (r !== undefined && !group.some((g) => prefix(g.at, r.at))) group.push(r);
    else if (r !== undefined) {
      flush();
      group.push(r);
    } else {
      flush();
      apply(code, step, pairs);
    }
  }
  flush();
  return [...consts, ...parts, `export function ${name}(v, I) {\n${code.text()}\nreturn v;\n}`].join("\n\n");
}
