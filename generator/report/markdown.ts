/**
 * The Markdown report (templates/reports/report.md.hbs): written to be read as a pull-request comment. Summary counts
 * first, breaking findings first, one section per finding with its sentence, why, upgrade hint, catalog text and
 * whether a shim handles it; long before/after values and long affected-operation lists are collapsed in <details>,
 * and so are the safe findings when there are breaking ones.
 */
import type { DiffReport } from "../diff/types.js";
import { tidy } from "../output/markdown-layout.js";
import { template } from "./templates.js";
import { reportView, type RenderContext } from "./view.js";

export function renderMarkdown(report: DiffReport, ctx: RenderContext = {}): string {
  return tidy(template("report", "md")(reportView(report, ctx)));
}
