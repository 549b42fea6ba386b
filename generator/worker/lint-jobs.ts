/**
 * The lint thread's body (lint-thread.ts): Redocly's struct rule and nothing else, so the thread is ready as soon as
 * Redocly's core has loaded (jobs.ts would load openapi-typescript and TypeScript first).
 */
import { sharedStructProblems } from "../load/struct-lint.js";
import type { Job } from "./jobs.js";
import { serveJobs } from "./serve.js";

serveJobs(async (job: Job) => {
  if (job.kind !== "lint") throw new Error(`the lint thread runs lint jobs only, not ${job.kind}`);
  return sharedStructProblems(job.document, job.file);
});
