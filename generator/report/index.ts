/**
 * The report stage: renders DiffReports and upgrade guides through templates/reports/ (Markdown, JSON, HTML, GitHub
 * annotations) and builds generated/reports/. It reads findings only through generator/diff/types.ts.
 */
export { renderReport, reportFormats, type ReportFormat } from "./render.js";
export { renderMarkdown } from "./markdown.js";
export { renderHtml } from "./html.js";
export { renderJson } from "./json.js";
export { renderGithub, escapeData, escapeProperty } from "./github.js";
export { renderGuideMarkdown, renderGuideHtml } from "./guide.js";
export { renderIndexMarkdown, renderIndexHtml } from "./index-page.js";
export { reportsTree, type ReportsTreeOptions } from "./tree.js";
export { reportPairs, guidePairs, revisionsCrossed } from "./pairs.js";
export { loadEngine, type DiffEngine } from "./engine.js";
export {
  guideFromReport,
  isUpgradeGuide,
  type UpgradeGuide,
  type GuideOperation,
  type GuideChange,
} from "./guide-types.js";
export type { RenderContext } from "./view.js";
