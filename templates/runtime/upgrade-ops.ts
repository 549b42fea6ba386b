/**
 * The instruction interpreter of the revision-compatibility shims: pure functions that rewrite one JSON value (a
 * call's arguments `{ path, query, headers, body }`, or a response document) by one compiled instruction of
 * specs/changes (compiled by generator/shims/compile.ts into the upgrade tables of the package).
 *
 * Paths are arrays of segments: a string is a property name, an empty array `[]` is "every element of the array
 * here". Instructions never invent values: every constant they write comes from the declaration (a `set`, the
 * `set` of a `move`, a row of a `table`), and every key they write is an own data property (`putOwn`), whatever
 * its name, so no input can reach a prototype.
 *
 * Missing data is never an error here: an instruction whose source is absent does nothing (an optional property the
 * caller did not send). Only `fail` throws, and the engine (upgrade.ts) turns that into UnshimmableChangeError.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import {
  cloneJson,
  deleteIn,
  forEachObject,
  getIn,
  inContexts,
  isObj,
  lastArray,
  own,
  places,
  pruneIn,
  putOwn,
  setIn,
  valuesAt,
  type Obj,
  type ValuePath,
} from "./upgrade-paths.js";

export type { PathSegment, ValuePath } from "./upgrade-paths.js";
export { cloneJson, isObj, places, putOwn, valuesAt } from "./upgrade-paths.js";
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** One row of a `table`: when the old value matches `when`, `value` is merged into the new one. */
export interface TableRow {
  readonly when: { readonly [key: string]: JsonValue };
  readonly value: { readonly [key: string]: JsonValue };
}
/** A default of a `table` when the old property is absent: applies when the sibling `if` is present. */
export interface AbsentRow {
  readonly if: string;
  readonly value: { readonly [key: string]: JsonValue };
}

/** A compiled instruction. `change` names the declared change it comes from (errors and warnings say it). */
export type Instruction =
  | {
      readonly op: "rename";
      readonly at: ValuePath;
      readonly from: string;
      readonly to: string;
      readonly change: string;
    }
  /** Several renames in the same objects, in one pass (the engine fuses consecutive renames at one path). */
  | {
      readonly op: "renames";
      readonly at: ValuePath;
      readonly pairs: readonly (readonly [string, string])[];
      readonly change: string;
    }
  | {
      readonly op: "move";
      /** The array elements (or the root, when empty) the move happens inside; from/to/set/unset are relative. */
      readonly each: ValuePath;
      readonly from: ValuePath;
      readonly to: ValuePath;
      /** Constants written next to the moved value (a JSON:API `type`), only when a value was moved. */
      readonly set?: readonly (readonly [ValuePath, JsonValue])[];
      /** Constants removed before the value moves back (the inverse of `set`): only where they hold that value. */
      readonly unset?: readonly (readonly [ValuePath, JsonValue])[];
      /** Remove objects left empty along `from` and `unset` (the containers the forward move created). */
      readonly prune?: boolean;
      readonly change: string;
    }
  | {
      readonly op: "set";
      readonly at: ValuePath;
      readonly value: JsonValue;
      readonly ifAbsent?: boolean;
      readonly change: string;
    }
  | { readonly op: "drop"; readonly at: ValuePath; readonly change: string }
  | {
      readonly op: "table";
      readonly at: ValuePath;
      readonly from: string;
      readonly to: string;
      readonly rows: readonly TableRow[];
      readonly absent: readonly AbsentRow[];
      readonly change: string;
    }
  | { readonly op: "optIn"; readonly parameter: string; readonly value: string; readonly change: string }
  | {
      readonly op: "fail";
      /** always: the call cannot be converted; present: when a value is at `at`; notObject: when none is an object. */
      readonly when: "always" | "present" | "notObject";
      readonly at?: ValuePath;
      readonly change: string;
    }
  | { readonly op: "call"; readonly fn: string; readonly change: string }
  | { readonly op: "warn"; readonly change: string };

/** Thrown by `fail`; the engine adds what the change says and the operation. */
export class ConversionStop extends Error {
  readonly change: string;
  constructor(change: string) {
    super(change);
    this.change = change;
  }
}

/**
 * Applies one instruction to `root` (changed in place; the engine hands it a copy of the caller's value) and returns
 * the new root. `call` and `warn` are the engine's; here they do nothing.
 */
export function applyInstruction(root: Obj, ins: Instruction): Obj {
  switch (ins.op) {
    case "rename":
    case "renames":
      return renameAt(root, ins.at, ins.op === "rename" ? [[ins.from, ins.to]] : ins.pairs);
    case "move":
      return inContexts(root, ins.each, (ctx) => {
        const from = ["v", ...ins.from];
        const to = ["v", ...ins.to];
        const v = getIn(ctx, from);
        if (v === undefined) return;
        deleteIn(ctx, from);
        for (const [u, value] of ins.unset ?? []) {
          const at = ["v", ...u];
          if (sameJson(getIn(ctx, at), value)) deleteIn(ctx, at);
        }
        if (ins.prune) {
          pruneIn(ctx, from);
          for (const [u] of ins.unset ?? []) pruneIn(ctx, ["v", ...u]);
        }
        setIn(ctx, to, v);
        for (const [p, value] of ins.set ?? []) setIn(ctx, ["v", ...p], cloneJson(value));
      });
    case "set":
      inContexts(root, ins.at.slice(0, lastArray(ins.at)), (ctx) => {
        const rel = ["v", ...ins.at.slice(lastArray(ins.at))];
        if (ins.ifAbsent && getIn(ctx, rel) !== undefined) return;
        setIn(ctx, rel, cloneJson(ins.value));
      });
      return root;
    case "drop":
      places(root, ins.at, (holder, key) => {
        if (!Array.isArray(holder)) delete holder[key as string];
      });
      return root;
    case "table":
      forEachObject(root, ins.at, (o) => table(o, ins));
      return root;
    case "optIn": {
      const query = isObj(root.query) ? root.query : {};
      const current = own(query, ins.parameter);
      const list =
        current === undefined || current === null
          ? []
          : Array.isArray(current)
            ? [...current]
            : String(current)
                .split(",")
                .filter((s) => s !== "");
      if (!list.includes(ins.value)) list.push(ins.value);
      putOwn(query, ins.parameter, list);
      putOwn(root, "query", query);
      return root;
    }
    case "fail": {
      if (ins.when === "always") throw new ConversionStop(ins.change);
      const found = valuesAt(root, ins.at ?? []);
      if (ins.when === "present" && found.length > 0) throw new ConversionStop(ins.change);
      if (ins.when === "notObject" && !found.some(isObj)) throw new ConversionStop(ins.change);
      return root;
    }
    case "call":
    case "warn":
      return root;
  }
}

/** Renames `[from, to]`, applied in one pass over each object. */
export type RenamePairs = readonly (readonly [string, string])[];

/**
 * A rename (or fused renames) at `at`; returns the new root. The engine binds each rename of a plan to this once
 * (upgrade.ts), so a call skips the dispatch of `applyInstruction` and builds no pairs.
 */
export function renameAt(root: Obj, at: ValuePath, pairs: RenamePairs): Obj {
  return at.length === 0 ? renamed(root, pairs) : (renameIn(root, at, 0, pairs), root);
}

/**
 * `o` with its keys renamed, as a new object in the same key order (or `o` itself when none is there). Rebuilding
 * rather than `delete` keeps the object in V8's fast mode: deleting a key that is not the last one turns it into a
 * dictionary, which made a converted response measurably slower to produce and to collect. `for in` (own keys only)
 * rather than `Object.keys`: no array per object.
 */
function renamed(o: Obj, pairs: RenamePairs): Obj {
  let hit = false;
  for (let j = 0; j < pairs.length && !hit; j++) hit = Object.prototype.hasOwnProperty.call(o, pairs[j]![0]);
  if (!hit) return o;
  const out: Obj = {};
  for (const key in o) {
    if (!Object.prototype.hasOwnProperty.call(o, key)) continue;
    let name = key;
    for (let j = 0; j < pairs.length; j++)
      if (pairs[j]![0] === key) {
        name = pairs[j]![1];
        break;
      }
    putOwn(out, name, o[key]);
  }
  return out;
}

/**
 * Renames in the objects `path` names below `node` (from segment `i`), replacing each by its renamed copy: the hot
 * path of response conversion, so a plain recursion without callbacks.
 */
function renameIn(node: unknown, path: ValuePath, i: number, pairs: RenamePairs): void {
  const seg = path[i]!;
  const last = i === path.length - 1;
  if (typeof seg !== "string") {
    if (!Array.isArray(node)) return;
    for (let n = 0; n < node.length; n++) {
      if (!last) renameIn(node[n], path, i + 1, pairs);
      else if (isObj(node[n])) node[n] = renamed(node[n] as Obj, pairs);
    }
    return;
  }
  if (!isObj(node) || !Object.prototype.hasOwnProperty.call(node, seg)) return;
  const child = node[seg];
  if (!last) renameIn(child, path, i + 1, pairs);
  else if (isObj(child)) putOwn(node, seg, renamed(child, pairs));
}

function table(o: Obj, ins: Extract<Instruction, { op: "table" }>): void {
  const old = own(o, ins.from);
  const out: Obj = {};
  if (old !== undefined) {
    for (const row of ins.rows) if (matches(old, row.when)) merge(out, row.value);
    delete o[ins.from];
  } else {
    if (ins.absent.length === 0) return;
    for (const row of ins.absent) if (own(o, row.if) !== undefined) merge(out, row.value);
  }
  putOwn(o, ins.to, out);
}

/** Every key of `when` holds in `value`: an array expectation is "contains each member", anything else is equal. */
function matches(value: unknown, when: { readonly [key: string]: JsonValue }): boolean {
  if (!isObj(value)) return false;
  return Object.keys(when).every((key) => {
    const expected = when[key]!;
    const actual = own(value, key);
    if (Array.isArray(expected)) return Array.isArray(actual) && expected.every((m) => actual.includes(m));
    return sameJson(actual, expected);
  });
}

/**
 * `value` equals the declared constant `expected`, walked along the constant (a few levels), never along the value: a
 * response is server data, which may nest deeper than JSON.stringify can write (revforge's docs/safety.md, R9).
 */
function sameJson(value: unknown, expected: JsonValue): boolean {
  if (typeof expected !== "object" || expected === null) return value === expected;
  if (Array.isArray(expected)) {
    return Array.isArray(value) && value.length === expected.length && expected.every((e, i) => sameJson(value[i], e));
  }
  if (!isObj(value)) return false;
  const members = expected as { readonly [key: string]: JsonValue };
  const keys = Object.keys(members);
  return Object.keys(value).length === keys.length && keys.every((k) => sameJson(own(value, k), members[k]!));
}

function merge(target: Obj, value: { readonly [key: string]: JsonValue }): void {
  for (const key of Object.keys(value)) {
    const v = value[key];
    const current = own(target, key);
    if (isObj(v) && isObj(current)) merge(current, v as { readonly [key: string]: JsonValue });
    else putOwn(target, key, cloneJson(v));
  }
}
