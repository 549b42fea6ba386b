/** A worker thread's message loop (queue.ts): one reply per job, in the order the jobs came. */
import { parentPort } from "node:worker_threads";

export function serveJobs<Job>(run: (job: Job) => Promise<unknown>): void {
  // Jobs run one at a time, in order: a page waiting for the renderers to load holds back the ones behind it.
  let queue = Promise.resolve();
  parentPort?.on("message", ({ id, job }: { id: number; job: Job }) => {
    queue = queue.then(() =>
      run(job).then(
        (result) => parentPort!.postMessage({ id, result }),
        (error: unknown) =>
          parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
      ),
    );
  });
}
