/**
 * WorkQueue (generator/worker/queue.ts): a one-way queue. Each job answers with its file's text or its own one-line
 * error; a failed job leaves the others alone, and jobs after it still run.
 */
import { afterAll, describe, expect, it } from "vitest";
import { WorkQueue } from "../../generator/worker/queue.js";
import { renderReport } from "../../generator/report/render.js";

const worker = new WorkQueue();
afterAll(() => worker.close());

const document = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {},
  components: { schemas: { Pet: { type: "object", properties: { name: { type: "string" } } } } },
};

describe("WorkQueue", () => {
  it("prints types.d.ts under its banner and passes guarded files through unchanged", async () => {
    const types = worker.run({ kind: "types", name: "types.d.ts", document, banner: "the banner" });
    const file = "export declare const a: 1;\n";
    const guarded = worker.run({ kind: "guard", name: "index.d.ts", text: file });
    expect(await types).toMatch(/^\/\* the banner \*\/\n[\s\S]*export interface components \{[\s\S]*name\?: string;/);
    expect(await guarded).toBe(file);
  });

  it("rejects only the job the guard refuses, with its located message, and goes on", async () => {
    const bad = worker.run({ kind: "guard", name: "index.js", text: 'export const a = 1;\nfetch("x");\n' });
    const good = worker.run({ kind: "guard", name: "ok.js", text: "export const b = 2;\n" });
    await expect(bad).rejects.toThrow("index.js:2:1 emitted code rejected by the guard: top-level ExpressionStatement");
    expect(await good).toBe("export const b = 2;\n");
  });

  it("renders a report page as this thread would", async () => {
    const report = { from: "a", to: "b", summary: { breaking: 0, dangerous: 0, safe: 0 }, findings: [] };
    for (const format of ["md", "html", "json"] as const)
      expect(await worker.run({ kind: "page", page: { kind: "report", format, report, ctx: {} } })).toBe(
        renderReport(format, report),
      );
  });
});
