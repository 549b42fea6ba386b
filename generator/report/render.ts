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

const renderers: Record<ReportFormat, (report: DiffReport, ctx: RenderContext) => string> = {
  md: renderMarkdown,
  json: renderJson,
  html: (report, ctx) => renderPage("report", "html", reportView(report, ctx)),
  github: renderGithub,
};

export function renderReport(format: ReportFormat, report: DiffReport, ctx: RenderContext = {}): string {
  return renderers[format](report, ctx);
}
