/**
 * One entry for every report format (README.md, "revforge diff"), so the CLI's output and generated/reports/ are the
 * same bytes for the same report.
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
