/** The worker thread's body (queue.ts): one reply per job, in the order the jobs came. */
import { parentPort } from "node:worker_threads";
import { guardEmittedFile } from "../emit/guard.js";
import { typesFile } from "../emit/types-file.js";
import { structProblems, type StructProblem } from "../load/struct-lint.js";
import { converterJs } from "../shims/converter-files.js";
import { showInvisible } from "../output/invisible.js";
import type { Page } from "../report/page.js";

export type Job =
  | { kind: "types"; name: string; document: Record<string, unknown>; banner: string }
  | { kind: "guard"; name: string; text: string }
  | { kind: "page"; page: Page }
  | { kind: "lint"; document: Record<string, unknown>; file: string }
  | { kind: "converter"; name: string; file: string; source: string; banner: string };

async function run(job: Job): Promise<string | StructProblem[]> {
  // The renderers (and handlebars) load with the first page.
  if (job.kind === "page") return (await import("../report/page.js")).renderPage(job.page);
  // Redocly is loaded here already: openapi-typescript requires it.
  if (job.kind === "lint") return structProblems(job.document, job.file);
  // A converter file stripped of its types, by the compiler the types and the guard have warmed up here.
  if (job.kind === "converter") return converterJs(job, job.banner);
  // openapi-typescript writes spec text's invisible characters raw (in comments and string literal types); our own
  // emitters escape them already (emit/escape.ts).
  const text = job.kind === "types" ? showInvisible(typesFile(job.document, job.banner)) : job.text;
  guardEmittedFile(job.name, text);
  return text;
}

// Jobs run one at a time, in order: a page waiting for the renderers to load holds back the ones behind it.
let queue = Promise.resolve();
parentPort?.on("message", ({ id, job }: { id: number; job: Job }) => {
  queue = queue.then(() =>
    run(job).then(
      (result) => parentPort!.postMessage({ id, result }),
      (error: unknown) =>
        parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
