/**
 * The Markdown report (templates/reports/report.md.hbs), written to be read as a pull-request comment: the counts,
 * the table of rules, the findings to act on first, then one section per severity with every finding in rank order
 * (rank.ts), its sentence, why, upgrade hint, catalog text and whether a shim handles it. Only the most severe
 * section is open; long before/after values, long affected-operation lists and grouped members are collapsed in
 * <details>.
 *
 * A comment holds at most 65,536 characters on GitHub, so the report stays under `markdownLimit`: the findings that
 * do not fit are left out from the end of the rank order, and the report says which ones and where they all are (the
 * HTML and JSON reports beside it, or the command that writes them). A finding too long on its own is shown short.
 */
import type { DiffReport } from "../diff/types.js";
import { tidy } from "../output/markdown-layout.js";
import { partial, template } from "./templates.js";
import { reportView, severities, type FindingView, type RenderContext } from "./view.js";

/** The longest Markdown report, in UTF-16 units (at least as many as the characters GitHub counts). */
export const markdownLimit = 65_000;
/** A finding whose section is longer than this is shown short (compact), without its values and operation list. */
const longestCard = 8_000;

export function renderMarkdown(report: DiffReport, ctx: RenderContext = {}): string {
  const view = reportView(report, ctx);
  const card = partial("finding.md", "md");
  const lengths: number[] = [];
  const cards: FindingView[] = view.findings.map((f) => {
    const full = { ...f, compact: false };
    const length = card(full).length;
    const short = length > longestCard ? { ...f, compact: true } : undefined;
    lengths.push(short ? card(short).length : length);
    return short ?? full;
  });
  const page = (shown: number) => {
    const kept = new Set(cards.slice(0, shown));
    const sections = view.sections
      .map((s) => {
        const list = cards.filter((c) => c.severity === s.severity && kept.has(c));
        return { ...s, cards: list, shown: list.length };
      })
      .filter((s) => s.shown > 0);
    const left = cards.slice(shown);
    const omitted = left.length
      ? {
          first: shown + 1,
          last: cards.length,
          counts: severities
            .map((sev) => [sev, left.filter((c) => c.severity === sev).length] as const)
            .filter(([, n]) => n > 0)
            .map(([sev, n]) => `${n} ${sev}`)
            .join(", "),
        }
      : undefined;
    return tidy(template("report", "md")({ ...view, sections, omitted }));
  };
  // As many findings as fit, estimated from each card's length, then checked on the page itself.
  let used = page(0).length;
  let shown = 0;
  while (shown < cards.length && used + lengths[shown]! <= markdownLimit) used += lengths[shown++]!;
  let text = page(shown);
  while (text.length > markdownLimit && shown > 0) {
    const average = Math.max(1, used / shown);
    shown = Math.max(0, shown - Math.max(1, Math.ceil((text.length - markdownLimit) / average)));
    text = page(shown);
  }
  return text;
}
