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
import { reportView, type RenderContext, type ReportView } from "./view.js";

/** Each format from the report, or from its view (`view()`, made on first use), which the pages read. */
const renderers: Record<ReportFormat, (report: DiffReport, view: () => ReportView) => string> = {
  md: (_, view) => renderMarkdown(view()),
  json: renderJson,
  html: (_, view) => renderPage("report", "html", view()),
  github: renderGithub,
};

export function renderReport(format: ReportFormat, report: DiffReport, ctx: RenderContext = {}): string {
  return renderReports([format], report, ctx)[0]!;
}

/** Several formats of one report (generated/reports/ writes three): the view the pages read is made once for all. */
export function renderReports(formats: readonly ReportFormat[], report: DiffReport, ctx: RenderContext = {}): string[] {
  let made: ReportView | undefined;
  const view = () => (made ??= reportView(report, ctx));
  return formats.map((format) => renderers[format](report, view));
}
