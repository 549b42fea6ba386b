/** Typed accessors of a change module that fail with one located line (generator/shims/README.md). */
import { LoadError } from "../../load/errors.js";
import { formatPointer } from "../../load/pointer.js";
import type { SourceFile } from "../../load/source-file.js";
import type { ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import { parsePath } from "../paths.js";
import type { Direction, Target, Where } from "./types.js";

export class Shape {
  constructor(readonly source: SourceFile) {}

  fail(where: Where, detail: string): never {
    throw new LoadError(detail, this.source.locate(where), formatPointer(where));
  }
  target(v: Record<string, unknown>, where: Where): Target {
    const dir = this.optField(v, where, "in");
    if (dir !== undefined && dir !== "request" && dir !== "response")
      this.fail([...where, "in"], `in must be request or response, not ${dir}`);
    const given = ["schema", "operation", "operations"].filter((k) => v[k] !== undefined);
    if (given.length !== 1) this.fail(where, "name exactly one target: schema, operation or operations");
    const withDir = <T extends Target>(t: T): T => (dir === undefined ? t : { ...t, in: dir as Direction });
    if (v.schema !== undefined) return withDir({ kind: "schema", schema: this.field(v, where, "schema") });
    return withDir({ kind: "operations", operations: this.operations(v, where) });
  }
  operations(v: Record<string, unknown>, where: Where): string[] {
    if (v.operation !== undefined && v.operations !== undefined)
      this.fail(where, "name either operation or operations, not both");
    if (v.operation !== undefined) return [this.field(v, where, "operation")];
    if (!Array.isArray(v.operations) || v.operations.length === 0)
      this.fail(where, "name the operation (operation) or the operations (operations)");
    return v.operations.map((o, i) => this.str(o, [...where, "operations", String(i)], "an operation"));
  }
  path(value: unknown, where: Where): ValuePath {
    const text = this.str(value, where, "a path", true);
    const parsed = parsePath(text);
    if (typeof parsed === "string") this.fail(where, parsed);
    return parsed;
  }
  name(value: unknown, where: Where): string {
    const text = this.str(value, where, "a property name");
    if (/[.[\]]/.test(text)) this.fail(where, `${text} is a property name, not a path`);
    return text;
  }
  obj(value: unknown, where: Where, what: string, allowed: string[] | undefined): Record<string, unknown> {
    if (value === null || typeof value !== "object" || Array.isArray(value))
      this.fail(where, `${what} must be a mapping`);
    const o = value as Record<string, unknown>;
    if (allowed)
      for (const key of Object.keys(o))
        if (!allowed.includes(key)) this.fail([...where, key], `unknown key ${key} (allowed: ${allowed.join(", ")})`);
    return o;
  }
  str(value: unknown, where: Where, what: string, emptyOk = false): string {
    if (typeof value !== "string") this.fail(where, `${what} is required and must be a string`);
    if (!emptyOk && value.trim() === "") this.fail(where, `${what} must not be empty`);
    return value;
  }
  /** The string under `key` of a mapping at `where` (required, or optional: optField). */
  field(v: Record<string, unknown>, where: Where, key: string): string {
    return this.str(v[key], [...where, key], key);
  }
  optField(v: Record<string, unknown>, where: Where, key: string): string | undefined {
    return v[key] === undefined ? undefined : this.field(v, where, key);
  }
}
