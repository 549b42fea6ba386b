/**
 * generated/reports/ as an in-memory tree (relative path -> content): `<from>..<to>.md/.html/.json` for every pair of
 * pairs.ts, `guides/<from>..<to>.md/.html` for every guide pair, and the index pages. Deterministic: no timestamps,
 * pairs in catalog order. The catalog and specs are a config's.
 */
import path from "node:path";
import type { DiffReport, Finding, Severity, SourceLocation } from "../diff/types.js";
import type { Catalog } from "../load/catalog.js";
import { banner } from "../output/banner.js";
import { compareCodeUnits } from "../output/order.js";
import type { Tree } from "../output/write-tree.js";
import type { DiffEngine } from "./engine.js";
import { guideView, type GuideChange, type UpgradeGuide } from "./guide.js";
import { guidePairs, reportPairs, type PairRole, type ReportPair } from "./pairs.js";
import { renderReports } from "./render.js";
import { renderPage } from "./templates.js";
import { remember } from "../run-context.js";
import { posixRelative } from "../output/paths.js";

export interface ReportsTreeOptions {
  engine: DiffEngine;
  catalog: Catalog;
  /** The spec of a revision (the config's). */
  specFile: (id: string) => string;
  /** What the banners' paths are relative to (the config's folder). */
  baseDir: string;
  /** What the index pages say they are generated from. */
  source: string;
  /**
   * The parameter a spec's entry point sets itself (its version parameter), if any: the client sends the revision's
   * own value whatever the spec says, so a change to it (a new default, a new enum) is no change for a caller.
   */
  clientParameter?: (specFile: string) => Promise<{ in: string; name: string } | undefined>;
  onProgress?: (line: string) => void;
}

export async function reportsTree(options: ReportsTreeOptions): Promise<Tree> {
  const { catalog, engine, specFile, baseDir, source } = options;
  const specName = (id: string) => posixRelative(baseDir, specFile(id));
  const tree: Tree = new Map();
  const entries: IndexEntry[] = [];
  const guides = new Set(guidePairs(catalog).map((p) => `${p.from}..${p.to}`));
  for (const pair of reportPairs(catalog)) {
    const stem = `${pair.from}..${pair.to}`;
    options.onProgress?.(`reports: ${stem}`);
    const raw = await engine.diffSpecs(specFile(pair.from), specFile(pair.to));
    const own = await Promise.all([pair.from, pair.to].map((id) => options.clientParameter?.(specFile(id))));
    const shown = withoutParameters(raw, own);
    const findings = shown.findings.map((f) => relocated(f, baseDir));
    const report: DiffReport = { ...shown, findings, from: pair.from, to: pair.to };
    // A Markdown report too long for a comment links to the whole report beside it.
    const ctx = {
      catalog,
      banner: banner(specName(pair.from), specName(pair.to)),
      rest: { html: `${stem}.html`, json: `${stem}.json` },
    };
    const formats = ["md", "html", "json"] as const;
    renderReports(formats, report, ctx).forEach((text, i) => tree.set(`${stem}.${formats[i]}`, text));
    const entry: IndexEntry = { ...pair, stem, summary: { ...report.summary } };
    if (guides.has(stem)) {
      const guide = relocatedGuide(await engine.upgradeGuide(pair.from, pair.to, report), baseDir);
      // One view for both pages of the guide.
      const view = guideView(guide, { ...ctx, details: { path: `../${stem}`, report } });
      for (const format of ["md", "html"] as const)
        tree.set(`guides/${stem}.${format}`, renderPage("guide", format, view));
      Object.assign(entry, { guide: stem, guideSummary: { ...guide.summary } });
    }
    entries.push(entry);
  }
  const groups = indexGroups
    .map((g) => ({ ...g, entries: entries.filter((e) => e.roles.includes(g.role)) }))
    .filter((g) => g.entries.length > 0);
  const withGuide = entries.filter((e) => e.guide);
  const index = { banner: banner(source), source, latest: catalog.latest, groups, guides: withGuide };
  for (const format of ["md", "html"] as const) tree.set(`index.${format}`, renderPage("index", format, index));
  return new Map([...tree].sort(([a], [b]) => compareCodeUnits(a, b)));
}

interface IndexEntry extends ReportPair {
  summary: Record<Severity, number>;
  /** The file name stem, `<from>..<to>`. */
  stem: string;
  /** The guide's file stem under guides/ and its net counts, when the pair has one. */
  guide?: string;
  guideSummary?: Record<Severity, number>;
}

/**
 * The groups of the index of generated/reports/ (templates/reports/index.{md,html}.hbs): every report pair with its
 * counts per severity and links to its Markdown, HTML and JSON files, grouped as consecutive revisions, to the latest
 * revision and beta; then the upgrade guides.
 */
const indexGroups: { role: PairRole; title: string; about: string }[] = [
  { role: "consecutive", title: "Consecutive revisions", about: "Each GA revision against the one before it." },
  {
    role: "to-latest",
    title: "To the latest revision",
    about: "Each revision against the latest: what an upgrade today changes.",
  },
  {
    role: "beta",
    title: "Beta",
    about: "A `.pre` beta against the GA revision before it (what it adds) and the GA revision after it.",
  },
];

/** The report without the findings about `parameters` (case-insensitive for headers), its summary counted again. */
function withoutParameters(report: DiffReport, parameters: ({ in: string; name: string } | undefined)[]): DiffReport {
  const key = (where: unknown, name: unknown) =>
    `${String(where)}:${where === "header" ? String(name).toLowerCase() : String(name)}`;
  const own = new Set(parameters.filter((p) => p !== undefined).map((p) => key(p.in, p.name)));
  if (own.size === 0) return report;
  const findings = report.findings.filter(
    (f) => f.args.parameter === undefined || !own.has(key(f.args.in, f.args.parameter)),
  );
  const summary = { breaking: 0, dangerous: 0, safe: 0 };
  for (const f of findings) summary[f.severity]++;
  return { ...report, findings, summary };
}

/** The upgrade guide with every change's file locations relative to `baseDir`, as a report's findings are. */
function relocatedGuide(guide: UpgradeGuide, baseDir: string): UpgradeGuide {
  // A change listed under several operations is one object: it stays one.
  const moved = new Map<GuideChange, GuideChange>();
  const move = (c: GuideChange) => remember(moved, c, () => relocated(c, baseDir));
  return { ...guide, operations: guide.operations.map((op) => ({ ...op, changes: op.changes.map(move) })) };
}

/**
 * A finding with its file locations (a mass change's members' too) relative to `baseDir` (the config's folder)
 * instead of the current folder, as the loader shows them: the reports are then the same bytes whatever folder
 * revforge runs from.
 */
function relocated<F extends Pick<Finding, "definition" | "members">>(f: F, baseDir: string): F {
  const move = (at: SourceLocation | undefined) => at && { ...at, file: posixRelative(baseDir, path.resolve(at.file)) };
  // A side without a location gets an undefined one, which the JSON report leaves out as it does a missing one.
  const definition = (d: Finding["definition"]) => ({ ...d, base: move(d.base), revision: move(d.revision) });
  const members = f.members?.map((m) => ({ ...m, definition: definition(m.definition) }));
  return { ...f, definition: definition(f.definition), members };
}
