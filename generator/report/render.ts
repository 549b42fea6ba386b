/**
 * One entry for every report format, so the CLI's output and generated/reports/ are the same bytes for the same
 * report. The HTML report (templates/reports/report.html.hbs) is one self-contained file: inline CSS and JS, no
 * external asset, a CSP that allows only its own style and script (templates.ts `sealHtml`); findings can be filtered by
 * severity and by operation, before and after are side by side, and every value is escaped by handlebars
 * (templates.ts).
 */
import type { DiffReport } from "../diff/types.js";
import { renderGithub } from "./github.js";
import { renderJson } from "./json.js";
import { renderMarkdown } from "./markdown.js";
import { renderPage } from "./templates.js";
import type { ReportFormat } from "./formats.js";
import { reportView, type RenderContext } from "./view.js";

export function renderReport(format: ReportFormat, report: DiffReport, ctx: RenderContext = {}): string {
  switch (format) {
    case "md":
      return renderMarkdown(report, ctx);
    case "json":
      return renderJson(report);
    case "html":
      return renderPage("report", "html", reportView(report, ctx));
    case "github":
      return renderGithub(report);
  }
}
