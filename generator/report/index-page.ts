/**
 * The index of generated/reports/ (templates/reports/index.{md,html}.hbs): every report pair with its counts per
 * severity and links to its Markdown, HTML and JSON files, grouped as consecutive revisions, to the latest revision
 * and beta; then the upgrade guides.
 */
import type { Severity } from "../diff/types.js";
import type { PairRole, ReportPair } from "./pairs.js";

export interface IndexEntry extends ReportPair {
  summary: Record<Severity, number>;
  /** The file name stem, `<from>..<to>`. */
  stem: string;
  /** The guide's file stem under guides/ and its net counts, when the pair has one. */
  guide?: string;
  guideSummary?: Record<Severity, number>;
}

const groups: { role: PairRole; title: string; about: string }[] = [
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

export function indexView(entries: IndexEntry[], latest: string, source: string, banner?: string) {
  return {
    banner,
    source,
    latest,
    groups: groups
      .map((g) => ({ ...g, entries: entries.filter((e) => e.roles.includes(g.role)) }))
      .filter((g) => g.entries.length > 0),
    guides: entries.filter((e) => e.guide),
  };
}
