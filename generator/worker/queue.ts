/**
 * The run's second thread, a one-way job queue for the slow steps that need nothing but their own data: Redocly's
 * structural lint of a loaded spec, openapi-typescript printing a revision's types.d.ts, the post-generation guard
 * over a file made from a spec, stripping a shim converter file of its types, and rendering a report page. The main
 * thread sends each job as soon as its data exists and goes on (loading the next specs, modelling, emitting with
 * ts-morph, diffing); a lint's answer is awaited by the load that asked for it, the other results at the end. So the
 * main thread never loads the `typescript` package nor Redocly (which openapi-typescript loads here anyway), and the
 * worker never loads ts-morph or the diff engine. Jobs run in the order they are sent; each one answers with its
 * result or its own one-line error. `revforge diff` has a queue of lint jobs only (lint-thread.ts), whose thread loads
 * Redocly and nothing else.
 */
import module from "node:module";
import { Worker } from "node:worker_threads";
import { shareRepeats } from "../load/share-repeats.js";
import type { StructProblem } from "../load/struct-lint.js";
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

  /**
   * `jobs`: "all" kinds (the job module loads openapi-typescript, TypeScript and Redocly), or "lint" only (Redocly
   * alone: a thread ready sooner, lint-thread.ts).
   */
  constructor(jobs: "all" | "lint" = "all") {
    // Run from the TypeScript sources (tests, tsx), the job module needs tsx's loader; the build has a plain module.
    const built = import.meta.url.endsWith(".mjs");
    this.worker = new Worker(new URL(built ? "./worker-jobs.mjs" : "./jobs-tsx.mjs", import.meta.url), {
      // The compile cache where this thread has it (start.ts; Node 22.8 and later say so, @types/node 20 does not).
      workerData: {
        compileCache:
          (module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir?.() !== undefined,
        jobs,
      },
    });
    this.worker.on("message", ({ id, result, error }: { id: number; result?: never; error?: string }) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) this.worker.unref();
      if (error === undefined) job?.resolve(result!);
      else job?.reject(new Error(error));
    });
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`the worker thread stopped (exit code ${code})`)));
    // An answer that cannot be deserialised names no job: every waiting job fails rather than wait for ever.
    this.worker.on("messageerror", (error) => this.fail(error));
    // The thread keeps the process alive only while a job waits for its answer: a run that has its answers ends
    // without close() (a lint thread started for a command that then stops early, lint-thread.ts). After the
    // listeners: a `message` listener added later would hold the process again.
    this.worker.unref();
  }

  /** The job's text, or a lint's problems (its data goes as a structured clone, which the job may change). */
  run(job: Job & { kind: "lint" }): Promise<StructProblem[]>;
  run(job: Job): Promise<string>;
  run(job: Job): Promise<string | StructProblem[]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      // Sent first: a job that cannot be cloned rejects here and leaves nothing waiting that holds the process.
      this.worker.postMessage({ id, job });
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
    });
  }

  /** Every waiting job fails with `error`, and so does every later one. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  /**
   * Redocly's struct rule on a document (load/struct-lint.ts), as a load's `structLint`. Its equal parts are made one
   * object here (share-repeats.ts), before the structured clone: a vendor's spec, schemas inlined at every use, is
   * sent in a fraction of its size, and the lint thread, the slower of the two in a diff, has less to do.
   */
  readonly lint = (document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> =>
    this.run({ kind: "lint", document: shareRepeats(document), file: entryAbs });

  /** Whether the thread has stopped (it failed, or close() ended it): every job is refused then. */
  get stopped(): boolean {
    return this.failure !== undefined;
  }

  /**
   * Stops the thread. Its caller has stopped waiting for its jobs (it closes the queue when its run has ended, or
   * failed while the worker still printed types): those still waiting are dropped, not rejected, so that none of them
   * becomes an unhandled rejection, and their late answers are ignored. An answer arriving during terminate() would
   * otherwise unref the thread, and a process whose only handle is an unref'd thread ends with its top-level await
   * unsettled (exit code 13, no message): the thread stays ref'd until it has exited.
   */
  async close(): Promise<void> {
    this.failure ??= new Error("the worker thread was closed");
    this.worker.removeAllListeners("exit");
    this.worker.removeAllListeners("message");
    this.pending.clear();
    this.worker.ref();
    await this.worker.terminate();
  }
}
