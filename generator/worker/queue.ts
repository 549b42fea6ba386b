/**
 * generate's second thread, a one-way job queue for the slow steps that need nothing but their own data:
 * openapi-typescript printing a revision's types.d.ts, the post-generation guard over a file made from a spec,
 * stripping a shim converter file of its types, and rendering a report page. The main thread sends each job as soon
 * as its data exists and goes on (loading the next specs, modelling, emitting with ts-morph, diffing); the results
 * are collected at the end. So the main thread never loads the `typescript` package, and the worker never loads
 * ts-morph or the diff engine. Jobs run in the order they are sent; each one answers with its result or its own
 * one-line error.
 */
import module from "node:module";
import { Worker } from "node:worker_threads";
import type { Job } from "./jobs.js";

interface Pending {
  resolve: (result: never) => void;
  reject: (error: Error) => void;
}

export class WorkQueue {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private failure: Error | undefined;

  constructor() {
    // Run from the TypeScript sources (tests, tsx), the job module needs tsx's loader; the build has a plain module.
    const built = import.meta.url.endsWith(".mjs");
    this.worker = new Worker(new URL(built ? "./worker-jobs.mjs" : "./jobs-tsx.mjs", import.meta.url), {
      // The compile cache where this thread has it (start.ts; Node 22.8 and later say so, @types/node 20 does not).
      workerData: {
        compileCache:
          (module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir?.() !== undefined,
      },
    });
    this.worker.on("message", ({ id, result, error }: { id: number; result?: never; error?: string }) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) this.worker.unref();
      if (error === undefined) job?.resolve(result!);
      else job?.reject(new Error(error));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`the worker thread stopped (exit code ${code})`)));
    // The thread keeps the process alive only while a job waits for its answer: a run that has its answers ends
    // without close(). After the listeners: a `message` listener added later would hold the process again.
    this.worker.unref();
  }

  /** The job's text (its data goes as a structured clone, which the job may change). */
  run(job: Job): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, job });
    });
  }

  /** Whether the thread has stopped (it failed, or close() ended it): every job is refused then. */
  get stopped(): boolean {
    return this.failure !== undefined;
  }

  async close(): Promise<void> {
    this.failure ??= new Error("the worker thread was closed");
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}
