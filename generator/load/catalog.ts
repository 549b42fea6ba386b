/**
 * The catalog (specs/revisions.yaml) with its change history, and the two data files the diff stage reads next to it:
 * diff-renames.yaml (renames the catalog's words confirm) and diff-waivers.yaml (differences between consecutive specs
 * that no catalog entry explains, each with its reason). Both are optional: a catalog without them (a config's, of
 * any name) has no confirmed renames and no waivers. They are read here because load/ is the only
 * stage that knows YAML (docs/architecture.md, "The pipeline"); the shapes are checked enough to fail with a file name,
 * not a stack trace.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LoadError } from "./errors.js";
import type { ParsedText } from "./lines.js";
import { parseYaml } from "./parse-yaml.js";
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
  const parsed = readYaml(file);
  const fail = (segments: readonly (string | number)[], detail: string): never => {
    const at = segments.map(String);
    throw new LoadError(detail, { file: shown(file), ...parsed.position(at) }, formatPointer(at));
  };
  const data = parsed.value as { latest?: unknown; revisions?: unknown };
  if (!Array.isArray(data.revisions) || data.revisions.length === 0)
    fail(["revisions"], "must be a list of the revisions, oldest first");
  const revisions = data.revisions as unknown[];
  revisions.forEach((r, i) => {
    entry(r, ["revisions", i], revisionFields, fail);
    (r as CatalogEntry).changes.forEach((c, j) => entry(c, ["revisions", i, "changes", j], changeFields, fail));
  });
  const catalog = { latest: data.latest, revisions } as Catalog;
  const ids = catalog.revisions.map((r) => r.id);
  ids.forEach((id, i) => ids.indexOf(id) < i && fail(["revisions", i, "id"], `${JSON.stringify(id)} is listed twice`));
  const changeIds = catalog.revisions.flatMap((r, i) => r.changes.map((c, j) => ({ id: c.id, at: [i, j] })));
  changeIds.forEach(({ id, at: [i, j] }, k) => {
    if (changeIds.findIndex((c) => c.id === id) < k)
      fail(["revisions", i!, "changes", j!, "id"], `${JSON.stringify(id)} is the id of an earlier change too`);
  });
  const latest = ids.indexOf(catalog.latest);
  if (latest === -1) fail(["latest"], `must be the id of one of the revisions, got ${got(data.latest)}`);
  // A beta listed after the latest revision previews the next one; anything else there would be newer than it.
  const after = catalog.revisions.slice(latest + 1).find((r) => r.status !== "beta");
  if (after)
    fail(
      ["latest"],
      `${JSON.stringify(catalog.latest)} is not the newest: ${after.id} (${after.status}) is listed after it`,
    );
  return catalog;
}

/** What a field of a catalog entry must hold, and how an error says so. */
interface FieldRule {
  ok(value: unknown): boolean;
  what: string;
}
const text: FieldRule = { ok: (v) => typeof v === "string" && v.trim() !== "", what: "a non-empty string" };
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
  operations: { ok: (v) => Array.isArray(v) && v.every(text.ok), what: "a list of operationIds (`[]` for none)" },
};

const got = (v: unknown) => (v === undefined ? "nothing" : typeof v === "string" ? JSON.stringify(v) : kindOf(v));

/** Fails at the first field of `value` that `fields` requires and it lacks or holds wrong; other fields may be there. */
function entry(
  value: unknown,
  at: (string | number)[],
  fields: Record<string, FieldRule>,
  fail: (segments: readonly (string | number)[], detail: string) => never,
): void {
  if (value === null || typeof value !== "object" || Array.isArray(value)) fail(at, "must be a mapping");
  for (const [key, rule] of Object.entries(fields)) {
    if (!(key in (value as object))) fail(at, `has no ${key}`);
    const v = (value as Record<string, unknown>)[key];
    if (!rule.ok(v)) fail([...at, key], `must be ${rule.what}, got ${got(v)}`);
  }
}

/** The diff data files beside a catalog file: its confirmed renames and its waivers. */
export function diffDataFiles(catalogFile: string): { renamesFile: string; waiversFile: string } {
  const dir = path.dirname(catalogFile);
  return { renamesFile: path.join(dir, "diff-renames.yaml"), waiversFile: path.join(dir, "diff-waivers.yaml") };
}

/** The diff data files beside a catalog file; an absent file is an empty one. */
export function readDiffData(catalogFile: string): DiffData {
  const { renamesFile, waiversFile } = diffDataFiles(catalogFile);
  const optional = (file: string) => (existsSync(file) ? readYaml(file).value : {}) as Record<string, unknown>;
  const renames = (optional(renamesFile) as { renames?: unknown }).renames ?? [];
  const waivers = optional(waiversFile) as { findings?: unknown; entries?: unknown };
  return {
    renames: list<RenameConfirmation>(renames, renamesFile, "renames", "change from to quote"),
    waivers: {
      findings: list<FindingWaiver>(waivers.findings ?? [], waiversFile, "findings", "from to rule operations reason"),
      entries: list<EntryWaiver>(waivers.entries ?? [], waiversFile, "entries", "change reason"),
    },
  };
}

/** A data file read as strictly as a spec, errors located. */
function readYaml(file: string): ParsedText {
  const parsed = parseYaml(readFileSync(file, "utf8"), shown(file));
  if (parsed.value === null || typeof parsed.value !== "object" || Array.isArray(parsed.value))
    throw new Error(`${file}: expected a mapping`);
  return parsed;
}

/** A file as messages name it: relative to the current folder. */
const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** `value` as a list of items that each have the fields of `required` (space-separated). */
function list<T>(value: unknown, file: string, key: string, required: string): T[] {
  if (!Array.isArray(value)) throw new Error(`${file}: ${key} must be a list`);
  value.forEach((item, i) => {
    for (const field of required.split(" "))
      if (item === null || typeof item !== "object" || !(field in item))
        throw new Error(`${file}: ${key}[${i}] has no ${field}`);
  });
  return value as T[];
}
