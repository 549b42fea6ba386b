/**
 * The catalog (specs/revisions.yaml) with its change history, and the two data files the diff stage reads next to it:
 * diff-renames.yaml (renames the catalog's words confirm) and diff-waivers.yaml (differences between consecutive specs
 * that no catalog entry explains, each with its reason). Both are optional: a catalog without them (a config's, of
 * any name) has no confirmed renames and no waivers. They are read here because load/ is the only
 * stage that knows YAML (docs/architecture.md, "The pipeline"); the shapes are checked enough to fail with a file name,
 * not a stack trace.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LoadError } from "./errors.js";
import { parseYaml } from "./parse-yaml.js";
import { readSpecText } from "./read-file.js";
import { formatPointer } from "./pointer.js";
import { kindOf } from "./shape-slips.js";

/** The repository's own hand-written inputs (specs/), where the catalog is read when no folder is given. */
export const specsDir: string = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../specs");

export interface CatalogRevision {
  id: string;
  status: "beta" | "GA" | "deprecated";
  released: string;
  endOfSupport: string | null;
}

export interface CatalogChange {
  id: string;
  date: string;
  kind: "new" | "breaking" | "update";
  breaking: boolean;
  text: string;
  operations: string[];
}

export interface CatalogEntry extends CatalogRevision {
  changes: CatalogChange[];
}

export interface Catalog {
  latest: string;
  revisions: CatalogEntry[];
}

/** A rename the catalog confirms: in the revision of catalog change `change`, property `from` became `to`. */
export interface RenameConfirmation {
  change: string;
  /** The component the property lives in (its name in `#/components/schemas`), when the rename is that narrow. */
  schema?: string;
  from: string;
  to: string;
  /** The catalog's own words for it, which must appear in the change's text. */
  quote: string;
}

/** A breaking finding between two consecutive revisions that no catalog entry explains. */
export interface FindingWaiver {
  from: string;
  to: string;
  rule: string;
  operations: string[];
  reason: string;
}

/** A breaking catalog change that no finding can show (it has no earlier spec to compare with, for instance). */
export interface EntryWaiver {
  change: string;
  reason: string;
}

export interface DiffData {
  renames: RenameConfirmation[];
  waivers: { findings: FindingWaiver[]; entries: EntryWaiver[] };
}

export function readCatalog(): Catalog {
  return readCatalogFile(path.join(specsDir, "revisions.yaml"));
}

/**
 * A catalog file of any name (a config's `catalog`), checked against the types above: the first problem is one
 * located line, not a crash later in whichever stage reads the field.
 */
export function readCatalogFile(file: string): Catalog {
  const data = readData(file);
  const revisions = listIn<CatalogEntry>(data, "revisions", revisionFields);
  if (revisions.length === 0) data.fail(["revisions"], "must be a list of the revisions, oldest first");
  const changes = revisions.flatMap((r, i) =>
    r.changes.map((c, j) => {
      const at = ["revisions", i, "changes", j];
      entry(c, at, changeFields, data.fail);
      return { id: c.id, at };
    }),
  );
  const once = (items: { id: string; at: (string | number)[] }[], twice: string) =>
    items.forEach(({ id, at }, k) => {
      if (items.findIndex((item) => item.id === id) < k) data.fail([...at, "id"], `${JSON.stringify(id)} ${twice}`);
    });
  once(
    revisions.map((r, i) => ({ id: r.id, at: ["revisions", i] })),
    "is listed twice",
  );
  once(changes, "is the id of an earlier change too");
  const ids = revisions.map((r) => r.id);
  const latest = ids.indexOf(data.value.latest as string);
  if (latest === -1) data.fail(["latest"], `must be the id of one of the revisions, got ${got(data.value.latest)}`);
  // A beta listed after the latest revision previews the next one; anything else there would be newer than it.
  const after = revisions.slice(latest + 1).find((r) => r.status !== "beta");
  if (after)
    data.fail(
      ["latest"],
      `${JSON.stringify(ids[latest])} is not the newest: ${after.id} (${after.status}) is listed after it`,
    );
  return { latest: ids[latest]!, revisions };
}

/** The diff data files beside a catalog file: its confirmed renames and its waivers. */
export function diffDataFiles(catalogFile: string): { renamesFile: string; waiversFile: string } {
  const dir = path.dirname(catalogFile);
  return { renamesFile: path.join(dir, "diff-renames.yaml"), waiversFile: path.join(dir, "diff-waivers.yaml") };
}

/** The diff data files beside a catalog file; an absent file is an empty one. */
export function readDiffData(catalogFile: string): DiffData {
  const { renamesFile, waiversFile } = diffDataFiles(catalogFile);
  const optional = (file: string): Data =>
    existsSync(file) ? readData(file) : { value: {}, fail: () => undefined as never };
  const renames = optional(renamesFile);
  const waivers = optional(waiversFile);
  return {
    renames: listIn<RenameConfirmation>(renames, "renames", renameFields, []),
    waivers: {
      findings: listIn<FindingWaiver>(waivers, "findings", findingWaiverFields, []),
      entries: listIn<EntryWaiver>(waivers, "entries", { change: text, reason: text }, []),
    },
  };
}

/** A data file, and how to fail at one of its fields: one line, located, as a spec's errors are. */
interface Data {
  value: Record<string, unknown>;
  fail(segments: readonly (string | number)[], detail: string): never;
}

/** A data file read as strictly as a spec: a mapping at the top. */
function readData(file: string): Data {
  const display = path.relative(process.cwd(), file) || file;
  // Read as a spec is: a FIFO, a device or a huge file is refused, never waited on (docs/safety.md L1).
  const parsed = parseYaml(readSpecText(file, display, 20 * 1024 * 1024), display);
  const fail = (segments: readonly (string | number)[], detail: string): never => {
    const at = segments.map(String);
    throw new LoadError(detail, { file: display, ...parsed.position(at) }, formatPointer(at));
  };
  const { value } = parsed;
  if (value === null || typeof value !== "object" || Array.isArray(value))
    fail([], `must be a mapping, got ${got(value)}`);
  return { value: value as Record<string, unknown>, fail };
}

/** What a field of a data file's entry must hold, and how an error says so. */
interface FieldRule {
  ok(value: unknown): boolean;
  what: string;
  optional?: true;
}
const text: FieldRule = { ok: (v) => typeof v === "string" && v.trim() !== "", what: "a non-empty string" };
const texts = (what: string): FieldRule => ({ ok: (v) => Array.isArray(v) && v.every(text.ok), what });
const date: FieldRule = {
  ok: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v),
  what: "a YYYY-MM-DD date",
};
const oneOf = (...values: string[]): FieldRule => ({
  ok: (v) => values.includes(v as string),
  what: `one of ${values.join(", ")}`,
});

const revisionFields: Record<keyof CatalogEntry, FieldRule> = {
  id: text,
  status: oneOf("beta", "GA", "deprecated"),
  released: date,
  endOfSupport: { ok: (v) => v === null || date.ok(v), what: "a YYYY-MM-DD date, or null" },
  changes: { ok: Array.isArray, what: "a list of changes (`[]` for none)" },
};
const changeFields: Record<keyof CatalogChange, FieldRule> = {
  id: text,
  date,
  kind: oneOf("new", "breaking", "update"),
  breaking: { ok: (v) => typeof v === "boolean", what: "true or false" },
  text,
  operations: texts("a list of operationIds (`[]` for none)"),
};
const renameFields: Record<keyof RenameConfirmation, FieldRule> = {
  change: text,
  schema: { ...text, optional: true },
  from: text,
  to: text,
  quote: text,
};
const findingWaiverFields: Record<keyof FindingWaiver, FieldRule> = {
  from: text,
  to: text,
  rule: text,
  operations: texts("a list of operationIds"),
  reason: text,
};

const got = (v: unknown) => (v === undefined ? "nothing" : typeof v === "string" ? JSON.stringify(v) : kindOf(v));

/** The list at `key` of a data file (`absent` when it has none), each entry checked against `fields`. */
function listIn<T>(data: Data, key: string, fields: Record<string, FieldRule>, absent?: T[]): T[] {
  const value = data.value[key] ?? absent;
  if (!Array.isArray(value)) return data.fail([key], `must be a list, got ${got(value)}`);
  value.forEach((item, i) => entry(item, [key, i], fields, data.fail));
  return value as T[];
}

/** Fails at the first field of `value` that `fields` requires and it lacks or holds wrong; other fields may be there. */
function entry(value: unknown, at: (string | number)[], fields: Record<string, FieldRule>, fail: Data["fail"]): void {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    fail(at, `must be a mapping, got ${got(value)}`);
  for (const [key, rule] of Object.entries(fields)) {
    const v = (value as Record<string, unknown>)[key];
    if (!(key in (value as object))) {
      if (!rule.optional) fail(at, `has no ${key}`);
    } else if (!rule.ok(v)) fail([...at, key], `must be ${rule.what}, got ${got(v)}`);
  }
}
