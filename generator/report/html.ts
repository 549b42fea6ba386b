/**
 * The self-contained HTML report (templates/reports/report.html.hbs): one file, inline CSS and JS, no external asset,
 * a CSP that allows only its own style and script (format.ts). Findings can be filtered by severity and by operation;
 * before and after are side by side. Every value is escaped by handlebars (see templates.ts).
 */
import type { DiffReport } from "../diff/types.js";
import { sealHtml } from "./seal-html.js";
import { template } from "./templates.js";
import { reportView, type RenderContext } from "./view.js";

export function renderHtml(report: DiffReport, ctx: RenderContext = {}): string {
  return sealHtml(template("report", "html")(reportView(report, ctx)));
}
