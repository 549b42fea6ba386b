/**
 * EmitWorker's render jobs (generator/emit/emit-worker.ts): sent to the worker at once, yet a main thread done with
 * its own work takes back the ones the worker has not started (`renderHere`). The ones taken here are the last
 * ones, a job the worker has started stays its own, and every caller gets its page, whichever thread made it.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { DiffReport } from "../../generator/diff/types.js";
import { EmitWorker } from "../../generator/emit/emit-worker.js";
import { renderJob, type RenderJob } from "../../generator/report/render-job.js";

const worker = new EmitWorker();
afterAll(() => worker.close());

const report = (n: number): DiffReport => ({
  from: `from-${n}`,
  to: `to-${n}`,
  summary: { breaking: 0, dangerous: 0, safe: 0 },
  findings: [],
});
const job = (n: number): RenderJob => ({ kind: "report", format: "json", report: report(n), ctx: { banner: `b${n}` } });
/** A file that keeps the worker busy for a while (guarded and formatted), so that the jobs behind it wait. */
const slowFile = Array.from({ length: 1500 }, (_, i) => `export declare function f${i}(a: string, b: number): void;`);

/** Calls renderHere with a renderer that answers `here <n>`; returns the numbers of the jobs it rendered, in order. */
function takeBack(from: EmitWorker): number[] {
  const here: number[] = [];
  from.renderHere((j) => {
    const n = Number((j as { report: DiffReport }).report.from.slice(5));
    here.push(n);
    return `here ${n}`;
  });
  return here;
}

describe("EmitWorker render jobs", () => {
  it("are taken back by renderHere while the worker is busy, from the last one back", async () => {
    const busy = worker.finish("slow.d.ts", slowFile.join("\n"), true);
    const pages = Array.from({ length: 20 }, (_, n) => worker.render(job(n)));
    const here = takeBack(worker);
    const texts = await Promise.all(pages);
    await busy;
    // The worker was still on the slow file: every page was rendered here, from the last one back.
    expect(here).toEqual(Array.from({ length: 20 }, (_, n) => 19 - n));
    expect(texts).toEqual(Array.from({ length: 20 }, (_, n) => `here ${n}`));
  });

  it("leave the worker the jobs it has started, and stop at the first of them", async () => {
    // A fresh worker: its first render job waits for the renderers to load, while the next jobs arrive. They are
    // claimed when started, not when they arrive, so those behind the slow file are still free to take.
    const fresh = new EmitWorker();
    try {
      const pages = [fresh.render(job(0))];
      const busy = fresh.finish("slow.d.ts", slowFile.join("\n"), true);
      for (let n = 1; n < 12; n++) pages.push(fresh.render(job(n)));
      await pages[0];
      const here = takeBack(fresh);
      const texts = await Promise.all(pages);
      await busy;
      expect(here).toEqual(Array.from({ length: 11 }, (_, k) => 11 - k));
      texts.forEach((text, n) => expect(text).toBe(n > 0 ? `here ${n}` : renderJob(job(n))));
    } finally {
      await fresh.close();
    }
  });

  it("are all the worker's when renderHere is never called", async () => {
    const texts = await Promise.all([0, 1, 2].map((n) => worker.render(job(n))));
    expect(texts).toEqual([0, 1, 2].map((n) => renderJob(job(n))));
  });
});
