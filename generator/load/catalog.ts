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
import { parseYaml } from "./parse-yaml.js";

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

/** A catalog file of any name (a config's `catalog`). */
export function readCatalogFile(file: string): Catalog {
  const data = readYaml(file) as { latest?: unknown; revisions?: unknown };
  if (!Array.isArray(data.revisions)) throw new Error(`${file}: revisions must be a list`);
  return { latest: String(data.latest), revisions: data.revisions as CatalogEntry[] };
}

/** The diff data files beside a catalog file: its confirmed renames and its waivers. */
export function diffDataFiles(catalogFile: string): { renamesFile: string; waiversFile: string } {
  const dir = path.dirname(catalogFile);
  return { renamesFile: path.join(dir, "diff-renames.yaml"), waiversFile: path.join(dir, "diff-waivers.yaml") };
}

/** The diff data files beside a catalog file; an absent file is an empty one. */
export function readDiffData(catalogFile: string): DiffData {
  const { renamesFile, waiversFile } = diffDataFiles(catalogFile);
  const optional = (file: string) => (existsSync(file) ? readYaml(file) : {});
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
function readYaml(file: string): unknown {
  const { value } = parseYaml(readFileSync(file, "utf8"), path.relative(process.cwd(), file) || file);
  if (value === null || typeof value !== "object") throw new Error(`${file}: expected a mapping`);
  return value;
}

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
