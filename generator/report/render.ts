/**
 * One entry for every report format, so the CLI's output and generated/reports/ are the same bytes for the same
 * report.
 */
import type { DiffReport } from "../diff/types.js";
import { renderGithub } from "./github.js";
import { renderHtml } from "./html.js";
import { renderJson } from "./json.js";
import { renderMarkdown } from "./markdown.js";
import type { ReportFormat } from "./formats.js";
import type { RenderContext } from "./view.js";

export { reportFormats, type ReportFormat } from "./formats.js";

export function renderReport(format: ReportFormat, report: DiffReport, ctx: RenderContext = {}): string {
  switch (format) {
    case "md":
      return renderMarkdown(report, ctx);
    case "json":
      return renderJson(report);
    case "html":
      return renderHtml(report, ctx);
    case "github":
      return renderGithub(report);
  }
}
