/**
 * One page of generated/reports as plain data and its renderer.
 */
import type { DiffReport } from "../diff/types.js";
import { renderGuideHtml, renderGuideMarkdown, type GuideContext } from "./guide.js";
import type { UpgradeGuide } from "./guide-types.js";
import { renderReport } from "./render.js";
import type { RenderContext } from "./view.js";

export type Page =
  | { kind: "report"; format: "md" | "html" | "json"; report: DiffReport; ctx: RenderContext }
  | { kind: "guide"; format: "md" | "html"; guide: UpgradeGuide; ctx: GuideContext };

export function renderPage(page: Page): string {
  if (page.kind === "report") return renderReport(page.format, page.report, page.ctx);
  return page.format === "md" ? renderGuideMarkdown(page.guide, page.ctx) : renderGuideHtml(page.guide, page.ctx);
}
