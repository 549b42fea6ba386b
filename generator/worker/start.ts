/**
 * The worker thread's entry in the build: V8's compile cache first, then the job module. A thread does not share the
 * cache its process enabled (bin/revforge.js), and this one loads TypeScript, openapi-typescript and Redocly, so it
 * turns the cache on itself when the thread that started it has it on (queue.ts says so in `workerData`): a host that
 * left it off keeps it off. The job module (jobs.ts) is imported afterwards, as ES imports would load those libraries
 * first.
 */
import module from "node:module";
import { workerData } from "node:worker_threads";

const data = workerData as { compileCache?: boolean } | undefined;
// Node 22.1 and later have it (typed here: @types/node 20 does not know it).
const cache = module as { enableCompileCache?: () => unknown };
if (data?.compileCache) cache.enableCompileCache?.();
await import("./jobs.js");
