/**
 * The emit stage's second thread (emit-worker.mjs). On a two-core machine the generator's work splits in two halves
 * of about the same size: loading, modelling, the ts-morph emission of the entry points, compiling the runtime and
 * the reports' diffs on the main thread; and here, types.d.ts (openapi-typescript), the post-generation guard and
 * prettier for every emitted file. The main thread never waits for a reply until the end of the run, so the two
 * overlap; this thread never loads ts-morph, and the main thread loads prettier and the `typescript` package (whose
 * compiler openapi-typescript needs here) only when it helps with the waiting jobs (below).
 * The worker starts (and imports its libraries) as soon as it is created; one serves a whole run; `close()` ends it.
 *
 * With `sharing`, jobs wait in a queue here and go to the worker one at a time, so that a main thread with nothing
 * left to do (one big spec: GitHub's leaves it idle for seconds while the worker prints its types) can take the
 * waiting guard and format jobs itself (`finishHere`, which loads the guard and prettier in the main thread on first
 * use); types.d.ts jobs always stay with the worker. Without it every job goes to the worker at once: a busy main
 * thread would otherwise leave the worker waiting for its next job.
 *
 * Render jobs (the main job's report pages) go to the worker at once but can still be taken back: each has a claim
 * in memory both threads share, which the worker sets when it starts the job. A main thread done with its own work
 * renders the pages the worker has not started (`renderHere`, from the last one back until it meets the worker),
 * and the worker then skips them; so neither thread idles while the other has pages left.
 */
import { Worker } from "node:worker_threads";
import type { RenderJob } from "../report/render-job.js";

interface Job {
  kind: "types" | "finish" | "render" | "flush";
  data: Record<string, unknown>;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

/** A render job the main thread may still take: its claim slot, the job, and its caller's promise. */
interface Claimable {
  slot: number;
  job: RenderJob;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

// A claim: unclaimed, taken by the worker, taken by the main thread (emit-worker-jobs.ts sets the worker's).
const unclaimed = 0;
const takenHere = 2;
/** Claims for this many render jobs a run (a main job has about 90 pages); later ones go to the worker only. */
const maxClaims = 4096;

/** A worker started ahead of its first use (prestartEmitWorker), with what ended it if it stopped meanwhile. */
interface Spare {
  worker: Worker;
  ended?: Error;
  onError: (error: Error) => void;
  onExit: (code: number) => void;
}
let spare: Spare | undefined;

function startWorker(): Worker {
  // A larger young generation: prettier and openapi-typescript allocate many short-lived nodes, and the default
  // (16 MB semi-spaces) made garbage collection a tenth of this thread's time.
  return new Worker(new URL("./emit-worker.mjs", import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: 96 },
  });
}

const stopped = (code: number) => new Error(`the emit worker stopped (exit code ${code})`);

/**
 * Starts the emit worker before the caller loads the rest of the generator (commands/generate.ts does): its
 * libraries (TypeScript, openapi-typescript, prettier: most of a second) then load while the main thread loads
 * its own, instead of after. Until an EmitWorker takes it, it does not keep the process alive.
 */
export function prestartEmitWorker(): void {
  if (spare) return;
  const held: Spare = {
    worker: startWorker(),
    onError: (error) => (held.ended ??= error),
    onExit: (code) => (held.ended ??= stopped(code)),
  };
  held.worker.on("error", held.onError).on("exit", held.onExit).unref();
  spare = held;
}

export class EmitWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Job>();
  private readonly queue: Job[] = [];
  private next = 0;
  private failure: Error | undefined;
  private claims: Int32Array | undefined;
  private readonly claimable: Claimable[] = [];
  private slots = 0;

  constructor(private readonly sharing = false) {
    const taken = spare;
    spare = undefined;
    this.worker = taken?.worker ?? startWorker();
    if (taken) {
      this.worker.off("error", taken.onError).off("exit", taken.onExit).ref();
      this.failure = taken.ended;
    }
    this.worker.on("message", (reply: Reply) => {
      const job = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error === undefined) job?.resolve(reply.result);
      else job?.reject(new Error(reply.error));
      this.pump();
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const job of [...this.pending.values(), ...this.queue]) job.reject(error);
      this.pending.clear();
      this.queue.length = 0;
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(stopped(code)));
  }

  /** Guarded, formatted types.d.ts for a bundled document (a structured clone: openapi-typescript mutates its input). */
  types(document: Record<string, unknown>, banner: string, name: string): Promise<string> {
    return this.send("types", { document, banner, name }) as Promise<string>;
  }

  /** An emitted file, guarded when `guard` (everything made from a spec) and formatted. */
  finish(name: string, text: string, guard: boolean): Promise<string> {
    return this.send("finish", { name, text, guard }) as Promise<string>;
  }

  /**
   * A report or guide file (the main job's reports, rendered in the worker while the main thread diffs the next
   * pairs, or by renderHere).
   */
  render(job: RenderJob): Promise<string> {
    if (job.kind === "warm-up" || this.slots >= maxClaims) return this.send("render", { job }) as Promise<string>;
    // The shared claims travel with the first claimable job; the worker keeps them.
    const first = this.claims === undefined;
    this.claims ??= new Int32Array(new SharedArrayBuffer(maxClaims * Int32Array.BYTES_PER_ELEMENT));
    const slot = this.slots++;
    return new Promise<string>((resolve, reject) => {
      this.claimable.push({ slot, job, resolve, reject });
      // A job this thread took is answered without a result; its promise was settled here.
      this.send("render", { job, slot, ...(first && { claims: this.claims }) }).then(
        (text) => text !== undefined && resolve(text as string),
        reject,
      );
    });
  }

  /**
   * Renders here, with `renderJob`, the render jobs the worker has not started: from the last one back, until one
   * the worker has taken (it takes them in order, so every earlier one is taken too).
   */
  renderHere(renderJob: (job: RenderJob) => string): void {
    const claims = this.claims;
    if (claims === undefined) return;
    while (this.claimable.length > 0) {
      const { slot, job, resolve, reject } = this.claimable.pop()!;
      if (Atomics.compareExchange(claims, slot, unclaimed, takenHere) !== unclaimed) return;
      try {
        resolve(renderJob(job));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  /**
   * Guards and formats the queued files in this thread until none is left, for a caller that has nothing else to
   * do meanwhile. Loads the guard's compiler and prettier here on first use.
   */
  async finishHere(): Promise<void> {
    if (!this.queue.some((job) => job.kind === "finish")) return;
    const { finishFile } = await import("./finish.js");
    for (let i; (i = this.queue.findIndex((job) => job.kind === "finish")) >= 0;) {
      const [job] = this.queue.splice(i, 1);
      const { name, text, guard } = job!.data as { name: string; text: string; guard: boolean };
      try {
        job!.resolve(await finishFile(name, text, guard));
      } catch (error) {
        job!.reject(error instanceof Error ? error : new Error(String(error)));
      }
      // Let the worker's replies in (prettier's promises never leave the microtask queue): each one sends it the
      // next waiting job, so the two threads share the queue to its end.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private send(kind: Job["kind"], data: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queue.push({ kind, data, resolve, reject });
      this.pump();
    });
  }

  /** Sends queued jobs: all of them, or (sharing) one at a time, the rest staying where finishHere() can take them. */
  private pump(): void {
    while (!this.failure && (!this.sharing || this.pending.size === 0)) {
      const job = this.queue.shift();
      if (!job) return;
      const id = this.next++;
      this.pending.set(id, job);
      this.worker.postMessage({ id, kind: job.kind, ...job.data });
    }
  }

  async close(): Promise<void> {
    // The worker's last job: the code-cache entries of the modules it compiled, written now that the functions its
    // work ran are compiled too (bin/compile-cache.js). Nothing to do for a library caller, who has no cache.
    if (!this.failure) await this.send("flush", {}).catch(() => undefined);
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}
