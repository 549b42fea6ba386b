/**
 * Every spec file a run has read, from the loads it shared through one cache (generator/load `LoadOptions.cache`):
 * the entry specs and every file their `$ref`s reached. The commands check their output targets against these before
 * writing (generator/output/target.ts), so that an output never lands on, or replaces a folder holding, an input.
 */
import path from "node:path";
import type { LoadedSpec } from "../load/index.js";

export async function specFilesRead(cache: Map<string, Promise<LoadedSpec>>): Promise<string[]> {
  const loads = await Promise.allSettled(cache.values());
  return loads.flatMap((load) => (load.status === "fulfilled" ? load.value.sources.map((f) => path.resolve(f)) : []));
}
