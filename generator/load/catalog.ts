/**
 * The catalog (specs/revisions.yaml) with its change history, and the two data files the diff stage reads next to it:
 * diff-renames.yaml (renames the catalog's words confirm) and diff-waivers.yaml (differences between consecutive specs
 * that no catalog entry explains, each with its reason). Both are optional: a catalog without them (a config's, of
 * any name) has no confirmed renames and no waivers. They are read here because load/ is the only stage that knows
 * YAML (docs/architecture.md, "The pipeline"); each field of the types below is checked as it is read (data-file.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { date, entry, got, listIn, oneOf, readData, text, texts, type Data, type FieldRule } from "./data-file.js";

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
  // An absent file holds no list, so each list is empty, and nothing there can fail.
  const optional = (file: string): Data =>
    existsSync(file) ? readData(file) : { value: {}, fail: () => undefined as never };
  const renames = optional(renamesFile);
  const waivers = optional(waiversFile);
  return {
    renames: listIn<RenameConfirmation>(renames, "renames", renameFields),
    waivers: {
      findings: listIn<FindingWaiver>(waivers, "findings", findingWaiverFields),
      entries: listIn<EntryWaiver>(waivers, "entries", { change: text, reason: text }),
    },
  };
}

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
