/**
 * Worker threads that run prettier on report files (format-worker.mjs). Prettier is most of the cost of
 * generated/reports/ (seconds per megabyte of HTML or Markdown); in workers it overlaps with the diff engine on the
 * main thread and uses every core. Each job goes to the worker with the fewest jobs; `close()` ends them all.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Options } from "prettier";

interface Reply {
  id: number;
  text?: string;
  error?: string;
}

interface Job {
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

export class FormatPool {
  private readonly workers: { worker: Worker; pending: Map<number, Job> }[] = [];
  private next = 0;

  constructor(size = Math.max(1, Math.min(2, availableParallelism()))) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL("./format-worker.mjs", import.meta.url));
      const pending = new Map<number, Job>();
      worker.on("message", (reply: Reply) => {
        const job = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.text !== undefined) job?.resolve(reply.text);
        else job?.reject(new Error(reply.error ?? "prettier failed"));
      });
      const fail = (error: Error) => {
        for (const job of pending.values()) job.reject(error);
        pending.clear();
      };
      worker.on("error", fail);
      worker.on("exit", (code) => fail(new Error(`a report formatting worker stopped (exit code ${code})`)));
      this.workers.push({ worker, pending });
    }
  }

  format(text: string, options: Options): Promise<string> {
    const id = this.next++;
    const target = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    return new Promise((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage({ id, text, options });
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(({ worker }) => {
        worker.removeAllListeners("exit");
        return worker.terminate();
      }),
    );
  }
}
