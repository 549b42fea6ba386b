// Worker thread of format-pool.ts: prettier on one report file at a time, so formatting runs on the other core while
// the main thread diffs the next pair. Plain JavaScript: it needs only prettier, no TypeScript loader.
import { parentPort } from "node:worker_threads";
import * as prettier from "prettier";

parentPort.on("message", async ({ id, text, options }) => {
  try {
    parentPort.postMessage({ id, text: await prettier.format(text, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
