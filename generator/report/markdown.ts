/**
 * The Markdown report (templates/reports/report.md.hbs), read as a pull-request comment (README.md, "revforge diff"):
 * under `markdownLimit`, since GitHub takes at most 65,536 characters in a comment, the findings that do not fit left
 * out from the end of the rank order (the report says which and where they all are), a finding too long on its own
 * shown short.
 */
import { partial, renderPage } from "./templates.js";
import { severities } from "./rank.js";
import type { FindingView, ReportView } from "./view.js";

/** The longest Markdown report, in UTF-16 units (at least as many as the characters GitHub counts). */
export const markdownLimit = 65_000;
/** A finding whose section is longer than this is shown short (compact), without its values and operation list. */
const longestCard = 8_000;

/** The Markdown report from the report's view (view.ts reportView), which its HTML page is rendered from too. */
export function renderMarkdown(view: ReportView): string {
  const card = partial("finding.md", "md");
  const all = view.findings;
  // `cards` are the findings shown, in rank order: the first `cards.length` findings, each with its card's text
  // (partials/finding.md.hbs, in full or short), rendered once and placed in the page as it is.
  const page = (cards: { severity: FindingView["severity"]; text: string }[]) => {
    const sections = view.sections
      .map((s) => ({ ...s, cards: cards.filter((c) => c.severity === s.severity) }))
      .filter((s) => s.cards.length > 0);
    const left = all.slice(cards.length);
    const counts = severities.flatMap((sev) => {
      const n = left.filter((c) => c.severity === sev).length;
      return n > 0 ? [`${n} ${sev}`] : [];
    });
    const omitted = left.length ? { first: cards.length + 1, last: all.length, counts: counts.join(", ") } : undefined;
    return renderPage("report", "md", { ...view, sections, omitted });
  };
  // As many findings as fit, estimated from each card's length (only the cards that may fit are rendered), then
  // checked on the page itself.
  const cards: Parameters<typeof page>[0] = [];
  let used = page([]).length;
  for (const f of all) {
    let text = card(f);
    if (text.length > longestCard) text = card({ ...f, compact: true });
    if (used + text.length > markdownLimit) break;
    used += text.length;
    cards.push({ severity: f.severity, text });
  }
  let text = page(cards);
  while (text.length > markdownLimit && cards.length > 0) {
    const average = Math.max(1, used / cards.length);
    cards.length = Math.max(0, cards.length - Math.max(1, Math.ceil((text.length - markdownLimit) / average)));
    text = page(cards);
  }
  return text;
}
