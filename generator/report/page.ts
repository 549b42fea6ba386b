/**
 * One page of generated/reports as plain data and its renderer.
 */
import type { DiffReport } from "../diff/types.js";
import { guideHtml, guideMarkdown, type GuideView } from "./guide.js";
import { renderReport } from "./render.js";
import type { RenderContext } from "./view.js";

export type Page =
  | { kind: "report"; format: "md" | "html" | "json"; report: DiffReport; ctx: RenderContext }
  | { kind: "guide"; format: "md" | "html"; view: GuideView };

export function renderPage(page: Page): string {
  if (page.kind === "report") return renderReport(page.format, page.report, page.ctx);
  return page.format === "md" ? guideMarkdown(page.view) : guideHtml(page.view);
}
