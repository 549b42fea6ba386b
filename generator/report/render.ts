/**
 * One entry for every report format: renders a DiffReport and finishes the file (prettier, CSP hashes), so the CLI's
 * output and generated/reports/ are the same bytes for the same report.
 */
import type { DiffReport } from "../diff/types.js";
import { formatReportFile } from "./format.js";
import type { FormatPool } from "./format-pool.js";
import { renderGithub } from "./github.js";
import { renderHtml } from "./html.js";
import { renderJson } from "./json.js";
import { renderMarkdown } from "./markdown.js";
import type { RenderContext } from "./view.js";

export const reportFormats = ["md", "json", "html", "github"] as const;
export type ReportFormat = (typeof reportFormats)[number];

export async function renderReport(
  format: ReportFormat,
  report: DiffReport,
  ctx: RenderContext = {},
  pool?: FormatPool,
): Promise<string> {
  switch (format) {
    case "md":
      return formatReportFile("report.md", renderMarkdown(report, ctx), pool);
    case "json":
      return formatReportFile("report.json", renderJson(report), pool);
    case "html":
      return formatReportFile("report.html", renderHtml(report, ctx), pool);
    case "github":
      return renderGithub(report);
  }
}
