/**
 * The lint thread of `revforge diff`: a WorkQueue of lint jobs only, one per process. Its start (a thread, then
 * Redocly's core, ~0.1 s) is the longest step of a small diff, so bin/revforge.js starts it before the command's own
 * modules load, and the diff compares the two sides while it lints them (load/index.ts, loadSpecEarly). An idle
 * thread does not keep the process alive (queue.ts).
 */
import { WorkQueue } from "./queue.js";

let thread: WorkQueue | undefined;

/** The process's lint thread, started on the first call (and again if it has stopped). */
export function lintThread(): WorkQueue {
  if (!thread || thread.stopped) thread = new WorkQueue("lint");
  return thread;
}
