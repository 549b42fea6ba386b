/** The worker thread's body (queue.ts): every kind of job. */
import { guardEmittedFile } from "../emit/guard.js";
import { typesFile } from "../emit/types-file.js";
import { sharedStructProblems, type StructProblem } from "../load/struct-lint.js";
import { converterJs } from "../shims/converter-files.js";
import { showInvisible } from "../output/invisible.js";
import type { Page } from "../report/page.js";
import { serveJobs } from "./serve.js";

export type Job =
  | { kind: "types"; name: string; document: Record<string, unknown>; banner: string }
  | { kind: "guard"; name: string; text: string }
  | { kind: "page"; page: Page }
  /** `document` with its equal parts made one object (share-repeats.ts), as WorkQueue.lint sends it. */
  | { kind: "lint"; document: Record<string, unknown>; file: string }
  | { kind: "converter"; name: string; file: string; source: string; banner: string };

async function run(job: Job): Promise<string | StructProblem[]> {
  // The renderers (and handlebars) load with the first page.
  if (job.kind === "page") return (await import("../report/page.js")).renderPage(job.page);
  // Redocly is loaded here already: openapi-typescript requires it.
  if (job.kind === "lint") return sharedStructProblems(job.document, job.file);
  // A converter file stripped of its types, by the compiler the types and the guard have warmed up here.
  if (job.kind === "converter") return converterJs(job, job.banner);
  // openapi-typescript writes spec text's invisible characters raw (in comments and string literal types); our own
  // emitters escape them already (emit/escape.ts).
  const text = job.kind === "types" ? showInvisible(printedTypes(job.document, job.banner)) : job.text;
  guardEmittedFile(job.name, text);
  return text;
}

/**
 * openapi-typescript trusts the shape of what it reads (emit/types-input.ts reads around the slips known to stop it):
 * should it throw anyway, the message names it, for the located line the spec is refused with (index.ts).
 */
function printedTypes(document: Record<string, unknown>, banner: string): string {
  try {
    return typesFile(document, banner);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`openapi-typescript could not print this document's types: ${why}`, { cause: error });
  }
}

serveJobs(run);
