/**
 * EmitWorker (generator/emit/emit-worker.ts): a one-way queue. Each job answers with its file's final text or its
 * own one-line error; a failed job leaves the others alone, and jobs after it still run.
 */
import { afterAll, describe, expect, it } from "vitest";
import { EmitWorker } from "../../generator/emit/emit-worker.js";

const worker = new EmitWorker();
afterAll(() => worker.close());

const document = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {},
  components: { schemas: { Pet: { type: "object", properties: { name: { type: "string" } } } } },
};

describe("EmitWorker", () => {
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
});
