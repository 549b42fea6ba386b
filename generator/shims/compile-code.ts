/**
 * A step's instruction lists as JavaScript functions (upgrades/compiled/<from>--<to>.js), for speed: the runtime's
 * interpreter (templates/runtime/upgrade-ops.ts) reads every property through a key it holds in a variable, and on a
 * real call path, between two calls of the network stack, such generic lookups cost several times what they cost in
 * a loop; code that names each property as a literal reads it directly. A compiled list does exactly what the
 * interpreter does with it (test/shims/compiled.test.ts checks them against each other on generated values):
 *
 *   request  (args)        copy the objects the list writes (upgrade-copy.ts, unrolled), then apply it
 *   response (document)    apply it in place (the document is the client's own, just parsed)
 *
 * Only lists made of rename, drop, table and optIn instructions are compiled, and only when no path key is
 * `__proto__` (a literal key there would reach the prototype); anything else stays with the interpreter.
 *
 * Every string of a declaration reaches the code as a JSON string literal (`literal`), and row values are not
 * inlined but read from the step's own data (`I[k]`, the list passed as the function's second argument). The code is
 * shaped only by the instructions' kinds and path shapes, never by their strings: `compiledShape` renders the same
 * lists with every string replaced, and the guard (compiled-guard.ts) checks the two have the same tokens.
 */
import type { UpgradeStep } from "../../templates/runtime/upgrade.js";
import { writesOf, type WriteTree } from "../../templates/runtime/upgrade-copy.js";
import type { Instruction, JsonValue } from "../../templates/runtime/upgrade-ops.js";
import type { PathSegment, ValuePath } from "../../templates/runtime/upgrade-paths.js";
import { guardCompiled } from "./compiled-guard.js";

export type Side = "request" | "response";

type Compilable = Extract<Instruction, { op: "rename" | "drop" | "table" | "optIn" }>;

/**
 * How a declaration string is written into the code: a JSON string literal, or, for the guard's second rendering,
 * one neutral literal (`compiledStep`). Set for the length of one synchronous rendering.
 */
let literal: (value: string) => string = (value) => JSON.stringify(value);

/** `x`'s own property `key`, or undefined: a literal key, so a direct read. */
const own = (x: string, key: string): string => `(has.call(${x}, ${literal(key)}) ? ${x}[${literal(key)}] : undefined)`;

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

/** A shallow copy of the value in `x`, as copyAlong makes one: arrays and plain objects copied, the rest kept. */
const shallow = (x: string) => `(Array.isArray(${x}) ? ${x}.slice() : isPlain(${x}) ? { ...${x} } : ${x})`;

/** Emits nested blocks with fresh variable names. */
class Code {
  /** One pass: the walk copies each container it goes through (a request list of one instruction, `onePass`). */
  copying = false;
  private lines: string[] = [];
  private n = 0;
  fresh(prefix: string): string {
    return `${prefix}${this.n++}`;
  }
  line(text: string): void {
    this.lines.push(text);
  }
  text(): string {
    return this.lines.join("\n");
  }
}

/**
 * Calls `visit(holder, key)` in the code for every place `path` names below the value in `root` (as places() in
 * upgrade-paths.ts: a string segment needs an object with that own key on the way, `[]` an array), with `key` a
 * code expression. The holder is an object for a string last segment, an array for `[]`.
 */
function places(
  code: Code,
  root: string,
  path: ValuePath,
  visit: (holder: string, key: string, read: string) => void,
  copyLast = false,
): void {
  /** The value at `holder[key]` in a new variable; when copying, a copy put in its place. */
  const read = (prefix: string, holder: string, key: string, value: string, copy: boolean): string => {
    const v = code.fresh(prefix);
    if (!copy) code.line(`const ${v} = ${value};`);
    else {
      code.line(`let ${v} = ${value};`);
      code.line(`if (${v} !== undefined && typeof ${v} === "object") ${v} = ${holder}[${key}] = ${shallow(v)};`);
    }
    return v;
  };
  const walk = (at: string, i: number): void => {
    const seg: PathSegment = path[i]!;
    const last = i === path.length - 1;
    const copy = code.copying && (!last || copyLast);
    if (typeof seg !== "string") {
      const n = code.fresh("i");
      code.line(`if (Array.isArray(${at})) for (let ${n} = 0; ${n} < ${at}.length; ${n}++) {`);
      if (last) visit(at, n, copy ? read("e", at, n, `${at}[${n}]`, true) : `${at}[${n}]`);
      else walk(read("e", at, n, `${at}[${n}]`, copy), i + 1);
      code.line("}");
      return;
    }
    code.line(`if (isObj(${at})) {`);
    const key = literal(seg);
    if (last) visit(at, key, copy ? read("v", at, key, own(at, seg), true) : own(at, seg));
    else walk(read("v", at, key, own(at, seg), copy), i + 1);
    code.line("}");
  };
  walk(root, 0);
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

/** A fresh copy of a JSON value, as code: keys quoted, `__proto__` as a computed key (an own property). */
function valueCode(v: JsonValue): string {
  if (typeof v === "string") return literal(v);
  if (v === null || typeof v === "boolean") return String(v);
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`non-finite number ${v} in a declaration`);
    return Object.is(v, -0) ? "0" : String(v);
  }
  if (Array.isArray(v)) return `[${v.map(valueCode).join(", ")}]`;
  const entries = Object.keys(v).map((key) => {
    const name = key === "__proto__" ? `[${literal(key)}]` : literal(key);
    return `${name}: ${valueCode((v as { readonly [key: string]: JsonValue })[key]!)}`;
  });
  return `{ ${entries.join(", ")} }`;
}

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
          .map((key) => `${out}[${literal(key)}] = ${valueCode(rows[r]!.value[key]!)};`)
          .join(" ")
      : `merge(${out}, ${data}[${r}].value);`;
}

/** The interpreter's `table` on the object in `o`, its rows' tests unrolled (expected values read from `I[k]`). */
function table(code: Code, ins: Extract<Instruction, { op: "table" }>, k: number, o: string): void {
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

interface Trie {
  keys: Map<string, Trie>;
  each?: Trie;
  /** The rename that ends here. */
  end?: { at: ValuePath; pairs: string[][] };
}

/**
 * Renames at several paths, none a prefix of another, in one walk: they rename different objects, so doing them
 * element by element gives what doing them one after the other does, and the shared part of their paths (a page's
 * `data[]`, `attributes`...) is walked once.
 */
function renameWalk(code: Code, group: { at: ValuePath; pairs: string[][] }[], pairs: (p: string[][]) => string): void {
  const root: Trie = { keys: new Map() };
  for (const r of group) {
    let t = root;
    for (const seg of r.at) {
      if (typeof seg !== "string") t = t.each ??= { keys: new Map() };
      else {
        let next = t.keys.get(seg);
        if (next === undefined) t.keys.set(seg, (next = { keys: new Map() }));
        t = next;
      }
    }
    t.end = r;
  }
  const rename = (t: Trie, holder: string, key: string, read: string) => {
    const x = code.fresh("x");
    code.line(`const ${x} = ${read};`);
    code.line(`if (isObj(${x})) ${holder}[${key}] = renamed(${x}, ${pairs(t.end!.pairs)});`);
  };
  const walk = (at: string, t: Trie): void => {
    if (t.keys.size > 0) {
      code.line(`if (isObj(${at})) {`);
      for (const [seg, sub] of t.keys) {
        if (sub.end !== undefined) rename(sub, at, literal(seg), own(at, seg));
        else {
          const next = code.fresh("v");
          code.line(`const ${next} = ${own(at, seg)};`);
          walk(next, sub);
        }
      }
      code.line("}");
    }
    if (t.each !== undefined) {
      const n = code.fresh("i");
      code.line(`if (Array.isArray(${at})) for (let ${n} = 0; ${n} < ${at}.length; ${n}++) {`);
      if (t.each.end !== undefined) rename(t.each, at, n, `${at}[${n}]`);
      else {
        const el = code.fresh("e");
        code.line(`const ${el} = ${at}[${n}];`);
        walk(el, t.each);
      }
      code.line("}");
    }
  };
  walk("v", root);
}

/** Whether one path is the start of the other (or the same). */
const prefix = (a: ValuePath, b: ValuePath) => {
  const n = Math.min(a.length, b.length);
  return JSON.stringify(a.slice(0, n)) === JSON.stringify(b.slice(0, n));
};

/** Functions copying a value along a write tree (upgrade-copy.ts `copyAlong`, one function per node). */
function copiers(tree: WriteTree, name: string, out: string[]): void {
  if (tree.deep) {
    out.push(`function ${name}(x) {\n  return cloneJson(x);\n}`);
    return;
  }
  const each = tree.each === undefined ? undefined : `${name}e`;
  const keys = [...tree.keys].map(([key, sub], j) => ({ key, sub, fn: `${name}k${j}` }));
  out.push(
    [
      `function ${name}(x) {`,
      `  if (Array.isArray(x)) return ${each === undefined ? "x.slice()" : `x.map(${each})`};`,
      "  if (!isPlain(x)) return x;",
      "  const o = { ...x };",
      ...keys.map(
        ({ key, fn }) =>
          `  {\n    const c = ${own("x", key)};\n    if (c !== undefined && typeof c === "object") o[${literal(key)}] = ${fn}(c);\n  }`,
      ),
      "  return o;",
      "}",
    ].join("\n"),
  );
  if (tree.each !== undefined) copiers(tree.each, each!, out);
  for (const { sub, fn } of keys) copiers(sub, fn, out);
}

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
  const render = (write: (value: string) => string) => {
    literal = write;
    try {
      const names: CompiledNames = {};
      const fns: string[] = [];
      for (const [id, so] of Object.entries(step.operations))
        for (const side of ["request", "response"] as const) {
          const list = so[side];
          const fn = list && compiledFunction(`c${fns.length}`, list, side);
          if (fn === undefined) continue;
          (names[id] ??= {})[side] = `c${fns.length}`;
          fns.push(fn);
        }
      const text = [
        `/* ${banner} */`,
        'import { cloneJson, isObj, merge, renamed } from "../../runtime/upgrade-ops.js";',
        'import { isPlain } from "../../runtime/upgrade-copy.js";',
        "",
        "const has = Object.prototype.hasOwnProperty;",
        "",
        fns.join("\n\n"),
        "",
      ].join("\n");
      return { text, names, count: fns.length };
    } finally {
      literal = (value) => JSON.stringify(value);
    }
  };
  const real = render((value) => JSON.stringify(value));
  if (real.count === 0) return undefined;
  guardCompiled(file, real.text, render(() => '"s"').text);
  return { text: real.text, names: real.names };
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

/**
 * Whether a request list can copy as it walks: one instruction whose walk goes through exactly the containers it
 * writes (the write tree is the one path the walk takes), so copying on the way copies what copyAlong would.
 */
function onePass(list: readonly Compilable[], tree: WriteTree): boolean {
  if (list.length !== 1) return false;
  const ins = list[0]!;
  const walked =
    ins.op === "table" ? ins.at : ins.op === "drop" ? ins.at.slice(0, -1) : ins.op === "optIn" ? ["query"] : undefined;
  const chain: PathSegment[] = [];
  for (let t: WriteTree | undefined = tree; t !== undefined;) {
    if (t.deep || t.keys.size + (t.each === undefined ? 0 : 1) > 1) return false;
    const key: [string, WriteTree] | undefined = t.keys.entries().next().value;
    if (key !== undefined) {
      chain.push(key[0]);
      t = key[1];
    } else if (t.each !== undefined) {
      chain.push([]);
      t = t.each;
    } else t = undefined;
  }
  return walked !== undefined && JSON.stringify(chain) === JSON.stringify(walked);
}

function* keyNames(tree: WriteTree): Generator<string> {
  for (const [key, sub] of tree.keys) {
    yield key;
    yield* keyNames(sub);
  }
  if (tree.each !== undefined) yield* keyNames(tree.each);
}
