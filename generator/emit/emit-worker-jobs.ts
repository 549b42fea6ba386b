/**
 * The emit worker's body (the thread emit-worker.ts starts): it answers the main thread's jobs, openapi-typescript's
 * types.d.ts and the guard plus prettier for every other file, one message each. Started as emit-worker.mjs, which
 * loads this file through tsx, or as the prebuilt dist/generator/emit-worker.mjs (scripts/build-generator.mjs).
 */
import { parentPort } from "node:worker_threads";
import type { RenderJob } from "../report/render-job.js";
// @ts-expect-error TS7016: bin/ is plain JavaScript without declarations
import { compileCacheVariable, enableCompileCache, flushCompileCache } from "../../bin/compile-cache.js";

// The `revforge` command's code cache (bin/compile-cache.js) serves this thread too, before TypeScript and prettier
// load: the command names its folder in the environment the worker inherits. A library caller sets nothing.
if (process.env[compileCacheVariable] !== undefined) enableCompileCache();
const { finishFile } = await import("./finish.js");
const { typesFile } = await import("./types-file.js");

interface Message {
  id: number;
  kind: "types" | "finish" | "render" | "flush";
  name: string;
  document?: unknown;
  banner?: string;
  text?: string;
  guard?: boolean;
  job?: RenderJob;
}

const port = parentPort;
if (port === null) throw new Error("emit-worker-jobs.ts runs in a worker thread (see emit-worker.ts)");

const run = async (m: Message): Promise<string> => {
  if (m.kind === "flush") {
    flushCompileCache();
    return "";
  }
  if (m.kind === "types")
    return finishFile(m.name, typesFile(m.document as Record<string, unknown>, m.banner ?? ""), true);
  // The report renderers (and handlebars) load with the first report, in a main job only.
  if (m.kind === "render") return (await import("../report/render-job.js")).renderJob(m.job!);
  return finishFile(m.name, m.text ?? "", m.guard ?? true);
};

port.on("message", async (message: Message) => {
  try {
    port.postMessage({ id: message.id, result: await run(message) });
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
