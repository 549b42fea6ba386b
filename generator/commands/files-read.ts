/**
 * Every spec file a run has read, from its loads (generator/run-context.ts `specs`): the entry specs and every file
 * their `$ref`s reached. The commands check their output targets against these before
 * writing (generator/output/target.ts), so that an output never lands on, or replaces a folder holding, an input.
 */
import path from "node:path";
import type { RunContext } from "../run-context.js";

export async function specFilesRead(run: RunContext): Promise<string[]> {
  const loads = await Promise.allSettled(run.specs.values());
  return loads.flatMap((load) => (load.status === "fulfilled" ? load.value.sources.map((f) => path.resolve(f)) : []));
}
