/**
 * Runs types.d.ts generation (openapi-typescript, the post-generation guard, then prettier) in a worker thread, so that on a
 * two-core machine it overlaps with the ts-morph emission of the entry point: on GitHub's spec the two halves take
 * about as long as each other. The worker starts (and imports openapi-typescript) as soon as it is created, while the
 * main thread is still loading the spec. One worker serves every spec of a run; `close()` ends it.
 */
import { Worker } from "node:worker_threads";

interface Reply {
  id?: number;
  text?: string;
  error?: string;
  ready?: boolean;
}

export class TypesWorker {
  private readonly worker = new Worker(new URL("./types-worker.mjs", import.meta.url));
  private readonly pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failure: Error | undefined;

  constructor() {
    this.worker.on("message", (reply: Reply) => {
      if (reply.id === undefined) return;
      const job = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.text !== undefined) job?.resolve(reply.text);
      else job?.reject(new Error(reply.error ?? "types.d.ts generation failed"));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`the types.d.ts worker stopped (exit code ${code})`)));
  }

  /** Formatted types.d.ts for a bundled document (sent as a structured clone: openapi-typescript mutates its input). */
  render(document: Record<string, unknown>, banner: string, name: string): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, document, banner, name });
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}
