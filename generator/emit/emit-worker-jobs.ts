/**
 * The emit worker's body (the thread emit-worker.ts starts): it answers the main thread's jobs, openapi-typescript's
 * types.d.ts and the guard plus prettier for every other file, one message each. Started as emit-worker.mjs, which
 * loads this file through tsx, or as the prebuilt dist/generator/emit-worker.mjs (scripts/build-generator.mjs).
 */
import { parentPort } from "node:worker_threads";
import { finishFile } from "./finish.js";
import { typesFile } from "./types-file.js";

interface Message {
  id: number;
  kind: "types" | "finish";
  name: string;
  document?: unknown;
  banner?: string;
  text?: string;
  guard?: boolean;
}

const port = parentPort;
if (port === null) throw new Error("emit-worker-jobs.ts runs in a worker thread (see emit-worker.ts)");

const run = (m: Message): Promise<string> =>
  m.kind === "types"
    ? finishFile(m.name, typesFile(m.document as Record<string, unknown>, m.banner ?? ""), true)
    : finishFile(m.name, m.text ?? "", m.guard ?? true);

port.on("message", async (message: Message) => {
  try {
    port.postMessage({ id: message.id, result: await run(message) });
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
