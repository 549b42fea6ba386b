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
  | { kind: "guide"; format: "md" | "html"; guide: UpgradeGuide; ctx: GuideContext };

export function renderJob(job: RenderJob): string {
  if (job.kind === "report") return renderReport(job.format, job.report, job.ctx);
  const text = job.format === "md" ? renderGuideMarkdown(job.guide, job.ctx) : renderGuideHtml(job.guide, job.ctx);
  return formatReportFile(`guide.${job.format}`, text);
}
