// The worker thread's entry when the generator runs from its TypeScript sources: tsx's loader, then the job module
// (as start.ts chooses it).
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData?.jobs === "lint" ? "./lint-jobs.ts" : "./jobs.ts");
