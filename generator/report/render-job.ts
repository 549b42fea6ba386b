/**
 * One report file to render, as plain data: reportsTree renders its files through this, in its own thread or (the
 * main job) in the emit worker, which is free by the time the reports' diffs run (generator/emit/emit-worker.ts).
 */
import type { DiffReport } from "../diff/types.js";
import { formatReportFile } from "./format.js";
import { renderGuideHtml, renderGuideMarkdown, type GuideContext } from "./guide.js";
import type { UpgradeGuide } from "./guide-types.js";
import { renderReport } from "./render.js";
import type { RenderContext } from "./view.js";

export type RenderJob =
  | { kind: "report"; format: "md" | "html" | "json"; report: DiffReport; ctx: RenderContext }
  | { kind: "guide"; format: "md" | "html"; guide: UpgradeGuide; ctx: GuideContext }
  | { kind: "warm-up" };

export function renderJob(job: RenderJob): string {
  // The renderers and their templates loaded and compiled ahead of the first page: sent when a thread that will
  // render has nothing else to do (the emit worker, between the client's last file and the reports' first diff).
  if (job.kind === "warm-up") {
    const empty: DiffReport = { from: "", to: "", summary: { breaking: 0, dangerous: 0, safe: 0 }, findings: [] };
    for (const format of ["md", "html"] as const) renderReport(format, empty);
    return "";
  }
  if (job.kind === "report") return renderReport(job.format, job.report, job.ctx);
  const text = job.format === "md" ? renderGuideMarkdown(job.guide, job.ctx) : renderGuideHtml(job.guide, job.ctx);
  return formatReportFile(`guide.${job.format}`, text);
}
