/**
 * A YAML data file of revforge's own form beside the specs (the catalog, the diff's data files): read as a spec is, so
 * a FIFO, a device or a huge file is refused, never waited on (docs/safety.md L1), and checked field by field, the
 * first problem one located line, as a spec's errors are.
 */
import path from "node:path";
import { LoadError } from "./errors.js";
import { parseYaml } from "./parse-yaml.js";
import { formatPointer, isObject } from "./pointer.js";
import { readSpecText } from "./read-file.js";
import { kindOf } from "./shape-slips.js";

/** A data file, and how to fail at one of its fields: one line, located, as a spec's errors are. */
export interface Data {
  value: Record<string, unknown>;
  fail(segments: readonly (string | number)[], detail: string): never;
}

/** A data file read as strictly as a spec: a mapping at the top. */
export function readData(file: string): Data {
  const display = path.relative(process.cwd(), file) || file;
  const parsed = parseYaml(readSpecText(file, display), display);
  const fail: Data["fail"] = (segments, detail) => {
    const at = segments.map(String);
    throw new LoadError(detail, { file: display, ...parsed.position(at) }, formatPointer(at));
  };
  const { value } = parsed;
  if (!isObject(value)) fail([], `must be a mapping, got ${got(value)}`);
  return { value, fail };
}

/** What a field of a data file's entry must hold, and how an error says so. */
export interface FieldRule {
  ok(value: unknown): boolean;
  what: string;
  optional?: true;
}
export const text: FieldRule = { ok: (v) => typeof v === "string" && v.trim() !== "", what: "a non-empty string" };
export const texts = (what: string): FieldRule => ({ ok: (v) => Array.isArray(v) && v.every(text.ok), what });
export const date: FieldRule = { ok: (v) => typeof v === "string" && isDate(v), what: "a YYYY-MM-DD date" };

/** A YYYY-MM-DD day that the calendar has: Date.parse rolls 2025-02-29 over into March 1st, so that one is not. */
export function isDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
export const oneOf = (...values: string[]): FieldRule => ({
  ok: (v) => values.includes(v as string),
  what: `one of ${values.join(", ")}`,
});

export const got = (v: unknown) =>
  v === undefined ? "nothing" : typeof v === "string" ? JSON.stringify(v) : kindOf(v);

/** The list at `key` of a data file (empty when it has none), each entry checked against `fields`. */
export function listIn<T>(data: Data, key: string, fields: Record<string, FieldRule>): T[] {
  const value = data.value[key] ?? [];
  if (!Array.isArray(value)) return data.fail([key], `must be a list, got ${got(value)}`);
  value.forEach((item, i) => entry(item, [key, i], fields, data.fail));
  return value as T[];
}

/** Fails at the first field of `value` that `fields` requires and it lacks or holds wrong; other fields may be there. */
export function entry(
  value: unknown,
  at: (string | number)[],
  fields: Record<string, FieldRule>,
  fail: Data["fail"],
): void {
  if (!isObject(value)) fail(at, `must be a mapping, got ${got(value)}`);
  for (const [key, rule] of Object.entries(fields)) {
    const v = value[key];
    if (!(key in value)) {
      if (!rule.optional) fail(at, `has no ${key}`);
    } else if (!rule.ok(v)) fail([...at, key], `must be ${rule.what}, got ${got(v)}`);
  }
}
