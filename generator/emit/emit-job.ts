/** The emit worker's body (emit-worker.ts): one reply per job, in the order the jobs came. */
import { parentPort } from "node:worker_threads";
import type { EmitJob } from "./emit-worker.js";
import { showInvisible } from "../output/invisible.js";
import { guardEmittedFile } from "./guard.js";
import { typesFile } from "./types-file.js";

parentPort!.on("message", ({ id, job }: { id: number; job: EmitJob }) => {
  try {
    // openapi-typescript writes spec text's invisible characters raw (in comments and string literal types); our own
    // emitters escape them already (escape.ts).
    const text = job.kind === "types" ? showInvisible(typesFile(job.document, job.banner)) : job.text;
    guardEmittedFile(job.name, text);
    parentPort!.postMessage({ id, text });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
