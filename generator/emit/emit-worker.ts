/**
 * The emit stage's second thread, a one-way job queue: openapi-typescript printing each revision's types.d.ts
 * (types-file.ts) and the post-generation guard (guard.ts) over every file made from a spec run there, while the
 * main thread loads, models and emits the next revision with ts-morph. So the main thread never loads the
 * `typescript` package and the worker never loads ts-morph. Jobs run in the order they are sent; each returns its
 * file's final text, or rejects with the guard's or the printer's one-line error.
 */
import { Worker } from "node:worker_threads";

interface Pending {
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

export type EmitJob =
  | { kind: "types"; name: string; document: Record<string, unknown>; banner: string }
  | { kind: "guard"; name: string; text: string };

export class EmitWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private failure: Error | undefined;

  constructor() {
    // Run from the TypeScript sources (tests, tsx), the job module needs tsx's loader; the build has a plain module.
    const built = import.meta.url.endsWith(".mjs");
    this.worker = new Worker(new URL(built ? "./emit-job.mjs" : "./emit-job-tsx.mjs", import.meta.url));
    this.worker.on("message", ({ id, text, error }: { id: number; text?: string; error?: string }) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (error === undefined) job?.resolve(text!);
      else job?.reject(new Error(error));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`the emit worker stopped (exit code ${code})`)));
  }

  /**
   * The file's final text: types.d.ts printed from the bundled document (sent as a structured clone, which
   * openapi-typescript may mutate), or an emitted file once the guard has passed it.
   */
  run(job: EmitJob): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}
