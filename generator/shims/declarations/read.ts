/** Reads specs/changes/<revision>.yaml and checks the shape of every declaration (generator/shims/README.md). */
import { readdirSync } from "node:fs";
import path from "node:path";
import { readSourceFile, type SourceFile } from "../../load/source-file.js";
import { defined } from "../../output/defined.js";
import { KINDS } from "../kinds/index.js";
import { LoadError } from "../../load/errors.js";
import { formatPointer } from "../../load/pointer.js";
import type { ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import { parsePath } from "../paths.js";
import type { ChangeDecl, ChangeModule, Explanation, Instruction, InstructionKind, Target, Where } from "./types.js";

const MAX_BYTES = 1024 * 1024;

/** The verbs a change name may start with (Cadwyn: "verb first, long is fine"). */
const VERBS = new Set(
  (
    "Accept Add Allow Change Clear Constrain Convert Drop Expose Fill Flatten Hide Include Make Merge Move Nest Omit " +
    "Paginate Remove Rename Replace Request Require Restore Restructure Retire Return Rewrite Route Send Set Split Stop " +
    "Withdraw Wrap"
  ).split(" "),
);

const CHANGE_KEYS = ["name", "catalog", "source", "from", "description", "unshimmable", "limits", "instructions"];

/** Whether a file of a changes folder is a change module (`<revision>.yaml`): what the folder is read as. */
export const isChangeModule = (name: string): boolean => name.endsWith(".yaml");

/**
 * Every `<revision>.yaml` of a changes folder (with `only`, those of the revisions it names), read and shape-checked,
 * in file-name order.
 */
export async function readChangeModules(dir: string, only?: ReadonlySet<string>): Promise<ChangeModule[]> {
  const out: ChangeModule[] = [];
  for (const f of changeModuleFiles(dir, only)) out.push(await readChangeModule(f));
  return out;
}

/** The files of those modules, in file-name order. */
export function changeModuleFiles(dir: string, only?: ReadonlySet<string>): string[] {
  return readdirSync(dir)
    .filter((f) => isChangeModule(f) && (only?.has(f.slice(0, -".yaml".length)) ?? true))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function readChangeModule(file: string): Promise<ChangeModule> {
  const source = await readSourceFile(path.resolve(file), MAX_BYTES);
  return new Shape(source).module(path.basename(file).replace(/\.yaml$/, ""));
}

/** The reader of one change module: typed accessors that fail with one located line (a LoadError). */
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
    const withDir = <T extends Target>(t: T): T => (dir === undefined ? t : { ...t, in: dir as Target["in"] });
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
  obj(value: unknown, where: Where, what: string, allowed?: readonly string[]): Record<string, unknown> {
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

  module(fileRevision: string): ChangeModule {
    const root = this.obj(this.source.value, [], "the module", ["revision", "changes"]);
    const revision = this.field(root, [], "revision");
    if (revision !== fileRevision)
      this.fail(["revision"], `revision ${revision} does not match the file name (${fileRevision}.yaml)`);
    const list = root.changes ?? [];
    if (!Array.isArray(list)) this.fail(["changes"], "changes must be a list (empty when the revision breaks nothing)");
    const changes = list.map((c, i) => this.change(c, ["changes", String(i)], revision));
    return { file: this.source.display, revision, changes, locate: (s) => this.source.locate(s) };
  }

  change(value: unknown, where: Where, revision: string): ChangeDecl {
    const c = this.obj(value, where, "a change", CHANGE_KEYS);
    const name = this.field(c, where, "name");
    if (!/^[A-Z][A-Za-z0-9]+$/.test(name)) this.fail([...where, "name"], `name ${name} must be PascalCase`);
    const verb = /^[A-Z][a-z]+/.exec(name)?.[0] ?? name;
    if (!VERBS.has(verb))
      this.fail([...where, "name"], `name ${name} must start with a verb (${[...VERBS].join(", ")}), not ${verb}`);
    const description = this.field(c, where, "description");
    const catalog = this.optField(c, where, "catalog");
    const source = this.optField(c, where, "source");
    if (catalog === undefined && source === undefined)
      this.fail(
        where,
        `${name} needs a catalog change id (catalog) or, for a change the catalog does not list, a source`,
      );
    const from = this.optField(c, where, "from");
    const unshimmable = this.explanation(c, where, "unshimmable");
    const limits = this.explanation(c, where, "limits");
    if (unshimmable && limits)
      this.fail([...where, "limits"], `${name}: limits are for shimmed changes; it is unshimmable`);
    if (!Array.isArray(c.instructions) || c.instructions.length === 0)
      this.fail([...where, "instructions"], `${name} needs at least one instruction`);
    const instructions = c.instructions.map((x, i) => this.instruction(x, [...where, "instructions", String(i)]));
    const optional = defined({ catalog, source, from, unshimmable, limits });
    return { name, revision, description, instructions, where, ...optional };
  }

  /** A mapping with one key, its kind, whose value holds the fields its module (kinds/<kind>.ts) reads. */
  instruction(value: unknown, where: Where): Instruction {
    const wrapper = this.obj(value, where, "an instruction");
    const kinds = Object.keys(wrapper);
    if (kinds.length !== 1)
      this.fail(where, `an instruction is a mapping with one key (its kind), not ${kinds.length}`);
    const kind = kinds[0] as InstructionKind;
    if (!Object.hasOwn(KINDS, kind))
      this.fail(where, `unknown instruction ${kind} (one of ${Object.keys(KINDS).join(", ")})`);
    const at = [...where, kind];
    const body = this.obj(wrapper[kind], at, kind, KINDS[kind].keys);
    const fields = KINDS[kind].read(this, body, at);
    return { kind, where, ...fields, ...(body.operation !== undefined && { single: true }) } as Instruction;
  }

  /** The change's `unshimmable` or `limits`, when it has one. */
  explanation(c: Record<string, unknown>, where: Where, key: "unshimmable" | "limits"): Explanation | undefined {
    if (c[key] === undefined) return undefined;
    const at = [...where, key];
    const e = this.obj(c[key], at, "an explanation", ["reason", "manualStep"]);
    return { reason: this.field(e, at, "reason"), manualStep: this.field(e, at, "manualStep") };
  }
}
