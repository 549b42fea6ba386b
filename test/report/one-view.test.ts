/**
 * The Markdown and HTML pages of a report read one view (report/view.ts reportView): generated/reports/ makes it once
 * per report for both pages, and each page is the same bytes as when it is rendered on its own.
 */
import { expect, test, vi } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import { reportPairs } from "../../generator/report/pairs.js";
import { renderReport, renderReports } from "../../generator/report/render.js";
import { reportsTree } from "../../generator/report/tree.js";
import { reportView } from "../../generator/report/view.js";
import { fakeEngine, fixture, ownSpecs } from "./fake-engine.js";

vi.mock("../../generator/report/view.js", async (original) => {
  const view = await original<typeof import("../../generator/report/view.js")>();
  return { ...view, reportView: vi.fn(view.reportView) };
});

test("generated/reports/ makes each report's view once for its Markdown and HTML pages", async () => {
  const catalog = readCatalog();
  vi.mocked(reportView).mockClear();
  await reportsTree({ engine: fakeEngine({ load: false }), ...ownSpecs, catalog });
  expect(vi.mocked(reportView).mock.calls).toHaveLength(reportPairs(catalog).length);
});

test("the formats rendered together are the bytes each renders alone", () => {
  const report = fixture("full");
  const ctx = { catalog: readCatalog(), banner: "generated", rest: { html: "r.html", json: "r.json" } };
  const formats = ["md", "html", "json", "github"] as const;
  expect(renderReports(formats, report, ctx)).toEqual(formats.map((f) => renderReport(f, report, ctx)));
});
