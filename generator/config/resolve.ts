/**
 * A checked config made absolute: every path resolved against the config's folder, every revision's lifecycle
 * filled in (from the config, else from the catalog when one is given), and the catalog the reports and shims read:
 * the config's catalog file, or one made from the revisions (their order and lifecycle, no change history).
 */
import { statSync } from "node:fs";
import path from "node:path";
import { readCatalogFile, type Catalog, type CatalogEntry } from "../load/catalog.js";
import type { CatalogSource } from "../load/catalog-source.js";
import { firstLine } from "../load/errors.js";
import { isInside } from "../output/target.js";
import { failAt } from "./errors.js";
import type { RawConfig } from "./read.js";
import type { RevforgeConfig } from "./types.js";

export interface ResolvedRevision {
  id: string;
  /** Absolute path of the spec. */
  spec: string;
  status: "GA" | "beta" | "deprecated";
  released: string | null;
  endOfSupport: string | null;
}

export interface ResolvedConfig {
  /** The config file (absolute) and its folder, which every path in it and in the output is relative to. */
  file: string;
  dir: string;
  package: { name: string; description?: string; license: string };
  /** Oldest first, as in the config. */
  revisions: ResolvedRevision[];
  /** The `.` entry point: the newest GA revision, else the newest. */
  defaultRevision: string;
  catalog: Catalog;
  /** Set when the config names a catalog file (its change history then maps the reports' findings). */
  catalogFile?: string;
  /** That file as read, in its own order and lifecycle: what the diff reads of it (catalogSourceOf), parsed once. */
  catalogAsRead?: Catalog;
  output: { client: string; reports?: string };
  /** Undefined: detect it from the specs (config/version-parameter.ts). */
  versionHeader?: { name: string; in: "header" | "query" } | false;
  changes?: string;
  legacy?: string;
  oauth: boolean;
  /** The command and its arguments; the output folder is appended. */
  format?: string[];
}

const statuses = { ga: "GA", beta: "beta", deprecated: "deprecated" } as const;

export function resolveConfig(config: RevforgeConfig, raw: RawConfig): ResolvedConfig {
  const dir = path.dirname(raw.file);
  const abs = (p: string) => path.resolve(dir, p);
  const fail = failAt(raw);
  // The changes are a folder of modules, the catalog and the legacy spec files: the wrong kind would fail later with
  // a bare ENOTDIR or a line about another file.
  const mustExist = (p: string, field: string, kind: "file" | "folder" = "file") => {
    const stat = statSync(abs(p), { throwIfNoEntry: false });
    if (!stat) fail([field], `${JSON.stringify(p)} does not exist (relative to the config)`);
    if (stat!.isDirectory() !== (kind === "folder"))
      fail(
        [field],
        `${JSON.stringify(p)} is a ${kind === "file" ? "folder" : "file"}, not a ${kind} (relative to the config)`,
      );
    return abs(p);
  };
  // The legacy entry point sends its calls through the shims to the latest revision.
  if (config.legacy !== undefined && config.changes === undefined)
    fail(["legacy"], "legacy goes with changes (the legacy entry point is built by the shims)");
  const catalogFile = config.catalog === undefined ? undefined : mustExist(config.catalog, "catalog");
  let given: Catalog | undefined;
  try {
    given = catalogFile === undefined ? undefined : readCatalogFile(catalogFile);
  } catch (error) {
    fail(["catalog"], `the catalog cannot be read: ${firstLine(error)}`);
  }
  const revisions = config.revisions.map((r, i): ResolvedRevision => {
    const entry = given?.revisions.find((c) => c.id === r.id);
    if (given && !entry) fail(["revisions", String(i), "id"], `${JSON.stringify(r.id)} is not in the catalog`);
    return {
      id: r.id,
      spec: abs(r.spec),
      status: r.status ? statuses[r.status] : (entry?.status ?? "GA"),
      released: r.released ?? entry?.released ?? null,
      endOfSupport: r.endOfSupport ?? entry?.endOfSupport ?? null,
    };
  });
  const missing = given?.revisions.find((c) => !revisions.some((r) => r.id === c.id));
  if (missing) fail(["revisions"], `the catalog's revision ${JSON.stringify(missing.id)} is not listed`);
  const newestGa = [...revisions].reverse().find((r) => r.status === "GA")?.id ?? revisions.at(-1)!.id;
  const catalog: Catalog = given
    ? // The config's order and lifecycle, the catalog's change history.
      {
        latest: given.latest,
        revisions: revisions.map((r) => ({ ...given.revisions.find((c) => c.id === r.id)!, ...lifecycle(r) })),
      }
    : { latest: newestGa, revisions: revisions.map((r) => ({ ...lifecycle(r), changes: [] })) };
  const header = config.versionHeader;
  const versionHeader =
    typeof header === "string"
      ? { name: header, in: "header" as const }
      : header && { name: header.name, in: header.in ?? "header" };
  const format = typeof config.format === "string" ? config.format.trim().split(/\s+/) : config.format;
  const client = abs(config.output.client);
  const reports = config.output.reports && abs(config.output.reports);
  if (reports !== undefined) {
    // Each output folder is swapped in whole: the second written would remove the first, or carry files its stamp
    // does not list (docs/safety.md W3), so that the next run refuses it.
    const overlap =
      reports === client ? "is" : isInside(reports, client) ? "is inside" : isInside(client, reports) ? "holds" : "";
    if (overlap)
      fail(
        ["output", "reports"],
        `${JSON.stringify(config.output.reports)} ${overlap} the client's folder (output.client): each is replaced whole, so one would wipe out the other; give two separate folders`,
      );
  }
  return {
    file: raw.file,
    dir,
    package: { ...config.package, license: config.license ?? "UNLICENSED" },
    revisions,
    defaultRevision: newestGa,
    catalog,
    ...(catalogFile && { catalogFile, catalogAsRead: given }),
    output: { client, ...(reports && { reports }) },
    ...(versionHeader !== undefined && { versionHeader }),
    ...(config.changes !== undefined && { changes: mustExist(config.changes, "changes", "folder") }),
    ...(config.legacy !== undefined && { legacy: mustExist(config.legacy, "legacy") }),
    oauth: config.oauth ?? false,
    ...(format && { format }),
  };
}

function lifecycle(r: ResolvedRevision): Omit<CatalogEntry, "changes"> {
  return { id: r.id, status: r.status, released: r.released ?? "", endOfSupport: r.endOfSupport };
}

/** The spec file of each of the config's revision ids: what the reports, the diff and the upgrade look revisions up by. */
export function specFileOf(config: Pick<ResolvedConfig, "revisions">): (id: string) => string {
  const specs = new Map(config.revisions.map((r) => [r.id, r.spec]));
  return (id) => specs.get(id)!;
}

/**
 * What the diff and report engine reads of a config: its catalog file, its changes folder (none when not given) and
 * its revisions' specs, wherever the config puts them; null for a config without a catalog.
 */
export function catalogSourceOf(config: ResolvedConfig): CatalogSource | null {
  if (config.catalogFile === undefined) return null;
  const { catalogFile: file, catalogAsRead: catalog } = config;
  return { file, changes: config.changes ?? null, specFile: specFileOf(config), ...(catalog && { catalog }) };
}
