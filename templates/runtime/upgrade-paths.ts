/**
 * Paths and plain-object helpers of the revision shims' interpreter (upgrade-ops.ts): walking a payload along a path
 * (`[]` for every element of an array), reading, writing and deleting inside one context, pruning emptied objects,
 * and deep copies. Every key is written as an own data property (`putOwn`), whatever its name, so no payload or
 * declaration can reach a prototype.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

export type PathSegment = string | readonly [];
export type ValuePath = readonly PathSegment[];
export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An own, enumerable data property, whatever the key. Plain assignment does that for every key of a plain or
 * null-prototype object except `__proto__` (the one accessor on Object.prototype), which gets defineProperty; the
 * plain assignment is the hot path (a response's renamed fields), several times faster than defineProperty.
 */
export function putOwn(target: Obj, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

export function own(target: Obj, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(target, key) ? target[key] : undefined;
}

/**
 * A deep copy of a JSON-like value (plain objects, null-prototype ones too, and arrays copied; the rest kept). Every
 * shimmed call copies its arguments: `for in` over own keys allocates no key array per object, as `Object.keys` does.
 */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (!isObj(value)) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Obj = {};
  for (const key in value)
    if (Object.prototype.hasOwnProperty.call(value, key)) putOwn(out, key, cloneJson(value[key]));
  return out as T;
}

/**
 * Calls `visit(holder, key)` for every place `path` names: `holder[key]` is the value there (possibly absent). A
 * path whose containers are missing or of another type names nothing.
 */
export function places(
  root: Obj,
  path: ValuePath,
  visit: (holder: Obj | unknown[], key: string | number) => void,
): void {
  walk(root, path, 0, visit);
}

export function walk(
  at: unknown,
  path: ValuePath,
  i: number,
  visit: (holder: Obj | unknown[], key: string | number) => void,
): void {
  const seg = path[i]!;
  const last = i === path.length - 1;
  if (typeof seg !== "string") {
    if (!Array.isArray(at)) return;
    for (let n = 0; n < at.length; n++) {
      if (last) visit(at, n);
      else walk(at[n], path, i + 1, visit);
    }
    return;
  }
  if (!isObj(at)) return;
  if (last) visit(at, seg);
  else walk(own(at, seg), path, i + 1, visit);
}

export function read(holder: Obj | unknown[], key: string | number): unknown {
  return Array.isArray(holder) ? holder[key as number] : own(holder, key as string);
}

export function write(holder: Obj | unknown[], key: string | number, value: unknown): void {
  if (Array.isArray(holder)) holder[key as number] = value;
  else putOwn(holder, key as string, value);
}

/** The values at `path` (every element for `[]` segments); absent ones are skipped. */
export function valuesAt(root: Obj, path: ValuePath): unknown[] {
  const out: unknown[] = [];
  if (path.length === 0) return [root];
  places(root, path, (holder, key) => {
    const v = read(holder, key);
    if (v !== undefined) out.push(v);
  });
  return out;
}

/** Get, delete and create-on-write inside one context object, for paths without `[]` (a move's relative paths). */
export function getIn(at: Obj, path: ValuePath): unknown {
  let v: unknown = at;
  for (const seg of path) {
    if (!isObj(v) || typeof seg !== "string") return undefined;
    v = own(v, seg);
  }
  return v;
}

export function deleteIn(at: Obj, path: ValuePath): void {
  const parent = getIn(at, path.slice(0, -1));
  const key = path[path.length - 1];
  if (isObj(parent) && typeof key === "string") delete parent[key];
}

export function setIn(at: Obj, path: ValuePath, value: unknown): void {
  let v: Obj = at;
  for (let i = 0; i < path.length - 1; i++) {
    const seg = path[i] as string;
    let next = own(v, seg);
    if (!isObj(next)) {
      next = {};
      putOwn(v, seg, next);
    }
    v = next as Obj;
  }
  putOwn(v, path[path.length - 1] as string, value);
}

/** Removes the objects along `path` (deepest first) that are empty, never the context itself. */
export function pruneIn(at: Obj, path: ValuePath): void {
  for (let n = path.length - 1; n >= 1; n--) {
    const v = getIn(at, path.slice(0, n));
    if (isObj(v) && Object.keys(v).length === 0) deleteIn(at, path.slice(0, n));
    else return;
  }
}

/** Index just after the last `[]` segment of a path (0 when it has none). */
export function lastArray(path: ValuePath): number {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] !== "string") return i + 1;
  return 0;
}

/**
 * Runs `fn` once per context that `each` names (the root itself when `each` is empty), on a holder `{ v: value }`
 * so that the value itself can be replaced; writes the replacement back. Returns the (possibly replaced) root.
 */
export function inContexts(root: Obj, each: ValuePath, fn: (ctx: Obj) => void): Obj {
  if (each.length === 0) {
    const ctx: Obj = { v: root };
    fn(ctx);
    return isObj(ctx.v) ? ctx.v : root;
  }
  places(root, each, (holder, key) => {
    const ctx: Obj = { v: read(holder, key) };
    if (ctx.v === undefined) return;
    fn(ctx);
    write(holder, key, ctx.v);
  });
  return root;
}

export function forEachObject(root: Obj, at: ValuePath, fn: (o: Obj) => void): void {
  if (at.length === 0) return fn(root);
  places(root, at, (holder, key) => {
    const v = read(holder, key);
    if (isObj(v)) fn(v);
  });
}
