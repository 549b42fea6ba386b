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
  /** A render job's claim slot, and (with the first one) the claims shared with the main thread (emit-worker.ts). */
  slot?: number;
  claims?: Int32Array;
}

let claims: Int32Array | undefined;
const takenByWorker = 1;

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

// Jobs run one at a time, in the order they came: a job that waits (the renderers' first import) does not let the
// next ones start, so a render job is claimed when its work begins, not as it arrives.
const waiting: Message[] = [];
let running = false;

port.on("message", (message: Message) => {
  claims = message.claims ?? claims;
  waiting.push(message);
  if (!running) void runWaiting();
});

async function runWaiting(): Promise<void> {
  running = true;
  for (let message; (message = waiting.shift()) !== undefined;) {
    // A render job the main thread has taken meanwhile (renderHere) is answered without a result.
    if (message.slot !== undefined && claims && Atomics.compareExchange(claims, message.slot, 0, takenByWorker) !== 0) {
      port!.postMessage({ id: message.id });
      continue;
    }
    try {
      port!.postMessage({ id: message.id, result: await run(message) });
    } catch (error) {
      port!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  running = false;
}
