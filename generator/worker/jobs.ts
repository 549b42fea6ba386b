/** The worker thread's body (queue.ts): every kind of job. */
import { guardEmittedFile } from "../emit/guard.js";
import { typesFile } from "../emit/types-file.js";
import { converterJs } from "../shims/converter-files.js";
import { showInvisible } from "../output/invisible.js";
import type { Page } from "../report/page.js";
import { serveJobs } from "./serve.js";

export type Job =
  | { kind: "types"; name: string; document: Record<string, unknown>; banner: string }
  | { kind: "guard"; name: string; text: string }
  | { kind: "page"; page: Page }
  | { kind: "converter"; name: string; file: string; source: string; banner: string };

async function run(job: Job): Promise<string> {
  // The renderers (and handlebars) load with the first page.
  if (job.kind === "page") return (await import("../report/page.js")).renderPage(job.page);
  // A converter file stripped of its types, by the compiler the types and the guard have warmed up here.
  if (job.kind === "converter") return converterJs(job, job.banner);
  // openapi-typescript writes spec text's invisible characters raw (in comments and string literal types); our own
  // emitters escape them already (emit/escape.ts).
  const text = job.kind === "types" ? showInvisible(typesFile(job.document, job.banner)) : job.text;
  guardEmittedFile(job.name, text);
  return text;
}

serveJobs(run);
