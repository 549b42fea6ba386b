/**
 * generated/reports/ as an in-memory tree (relative path -> content), for `npm run generate` to write atomically or
 * compare with --check:
 *
 *   <from>..<to>.md / .html / .json   every pair of pairs.ts (consecutive GA revisions, the beta against its
 *                                     neighbours, every revision to the latest)
 *   guides/<from>..<to>.md / .html    every pair to the latest more than one step apart
 *   index.md / index.html             every pair with its counts per severity, and the guides
 *
 * Deterministic: no timestamps, pairs in catalog order, the engine's finding order.
 */
import path from "node:path";
import type { DiffReport } from "../diff/types.js";
import { readCatalog, type Catalog } from "../load/catalog.js";
import { revisionSpecFile } from "./catalog-text.js";
import { specsDir as defaultSpecsDir } from "../load/spec-files.js";
import type { LoadOptions } from "../load/index.js";
import type { Tree } from "../output/write-tree.js";
import { loadEngine, type DiffEngine } from "./engine.js";
import { renderIndexHtml, renderIndexMarkdown, type IndexEntry } from "./index-page.js";
import { renderPage, type Page } from "./page.js";
import { guidePairs, reportPairs } from "./pairs.js";

export interface ReportsTreeOptions {
  /** The diff engine; the real one (generator/diff/index.ts) by default. */
  engine?: DiffEngine;
  catalog?: Catalog;
  specsDir?: string;
  /** How the real engine loads specs (a shared cache in the main job). */
  load?: LoadOptions;
  onProgress?: (line: string) => void;
  /** Renders a page; in this thread by default (the main job hands them to its worker while it diffs on). */
  render?: (page: Page) => Promise<string>;
}

export async function reportsTree(options: ReportsTreeOptions = {}): Promise<Tree> {
  const dir = options.specsDir ?? defaultSpecsDir;
  const catalog = options.catalog ?? readCatalog(dir);
  const engine = options.engine ?? (await loadEngine(options.load));
  const specName = (id: string) =>
    path.relative(path.dirname(dir), revisionSpecFile(id, dir)).split(path.sep).join("/");
  const banner = (from: string, to: string) =>
    `generated from ${specName(from)} and ${specName(to)} by revforge - do not edit`;
  const files = new Map<string, Promise<string>>();
  const render = (rel: string, page: Page) => {
    const text = options.render?.(page) ?? Promise.resolve().then(() => renderPage(page));
    text.catch(() => undefined); // a failure is thrown below, once every pair is diffed
    files.set(rel, text);
  };
  const entries: IndexEntry[] = [];
  const guides = new Set(guidePairs(catalog).map((p) => `${p.from}..${p.to}`));
  for (const pair of reportPairs(catalog)) {
    const stem = `${pair.from}..${pair.to}`;
    options.onProgress?.(`reports: ${stem}`);
    const raw = await engine.diffSpecs(revisionSpecFile(pair.from, dir), revisionSpecFile(pair.to, dir));
    const report: DiffReport = { ...raw, from: pair.from, to: pair.to };
    // A Markdown report too long for a comment links to the whole report beside it.
    const ctx = { catalog, banner: banner(pair.from, pair.to), rest: { html: `${stem}.html`, json: `${stem}.json` } };
    for (const format of ["md", "html", "json"] as const)
      render(`${stem}.${format}`, { kind: "report", format, report, ctx });
    const entry: IndexEntry = { ...pair, stem, summary: { ...report.summary } };
    if (guides.has(stem)) {
      const guide = await engine.upgradeGuide(pair.from, pair.to, report);
      const guideCtx = { ...ctx, details: { path: `../${stem}`, report } };
      for (const format of ["md", "html"] as const)
        render(`guides/${stem}.${format}`, { kind: "guide", format, guide, ctx: guideCtx });
      Object.assign(entry, { guide: stem, guideSummary: { ...guide.summary } });
    }
    entries.push(entry);
  }
  const indexBanner = "generated from specs/ by revforge - do not edit";
  const tree: Tree = new Map();
  for (const [rel, text] of files) tree.set(rel, await text);
  tree.set("index.md", renderIndexMarkdown(entries, catalog.latest, indexBanner));
  tree.set("index.html", renderIndexHtml(entries, catalog.latest, indexBanner));
  return new Map([...tree].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
