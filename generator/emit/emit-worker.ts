/**
 * The emit stage's second thread (emit-worker.mjs). On a two-core machine the generator's work splits in two halves
 * of about the same size: loading, modelling, the ts-morph emission of the entry points, compiling the runtime and
 * the reports' diffs on the main thread; and here, types.d.ts (openapi-typescript), the post-generation guard and
 * prettier for every emitted file. The main thread never waits for a reply until the end of the run, so the two
 * overlap; neither loads the other's libraries (the main thread never loads prettier or the `typescript` package,
 * whose compiler openapi-typescript needs here; it has ts-morph's).
 * The worker starts (and imports its libraries) as soon as it is created; one serves a whole run; `close()` ends it.
 */
import { Worker } from "node:worker_threads";

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

export class EmitWorker {
  // A larger young generation: prettier and openapi-typescript allocate many short-lived nodes, and the default
  // (16 MB semi-spaces) made garbage collection a tenth of this thread's time.
  private readonly worker = new Worker(new URL("./emit-worker.mjs", import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: 96 },
  });
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failure: Error | undefined;

  constructor() {
    this.worker.on("message", (reply: Reply) => {
      const job = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error === undefined) job?.resolve(reply.result);
      else job?.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`the emit worker stopped (exit code ${code})`)));
  }

  /** Guarded, formatted types.d.ts for a bundled document (a structured clone: openapi-typescript mutates its input). */
  types(document: Record<string, unknown>, banner: string, name: string): Promise<string> {
    return this.send("types", { document, banner, name }) as Promise<string>;
  }

  /** An emitted file, guarded when `guard` (everything made from a spec) and formatted. */
  finish(name: string, text: string, guard: boolean): Promise<string> {
    return this.send("finish", { name, text, guard }) as Promise<string>;
  }

  private send(kind: string, job: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, kind, ...job });
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}
