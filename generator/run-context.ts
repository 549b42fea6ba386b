/**
 * One run: a command, or one call of the programmatic API, and what its stages share (docs/architecture.md, "The run
 * context"). Each table is filled by the one module named beside it; what a caller gets from one is shared with the
 * rest of the run: read it, never change it. Only stages' types are imported, so no stage's code loads through it.
 */
import path from "node:path";
import type { DiffResult } from "./diff/run.js";
import type { LoadedSpec } from "./load/index.js";
import type { ApiModel } from "./model/index.js";
import type { ShimIndex } from "./shims/coverage.js";

export class RunContext {
  /** Loaded specs, by file and load options (load/index.ts). */
  readonly specs = new Map<string, Promise<LoadedSpec>>();
  /** The model of each loaded document (diff/model-of.ts). */
  readonly models = new Map<object, ApiModel>();
  /** The diff of two catalog revisions, by their loaded specs (diff/run.ts). */
  readonly diffs = new Map<LoadedSpec, Map<LoadedSpec, DiffResult>>();
  /** Compiled declarations, by catalog file and revision range (shims/coverage.ts). */
  readonly shimIndexes = new Map<string, Promise<ShimIndex>>();

  /**
   * Every spec file the run has read (absolute): the entry specs and every file their `$ref`s reached. The commands
   * check their output targets against these before writing, so that an output never lands on, or replaces a folder
   * holding, an input.
   */
  async specFilesRead(): Promise<string[]> {
    const loads = await Promise.allSettled(this.specs.values());
    return loads.flatMap((load) => (load.status === "fulfilled" ? load.value.sources.map((f) => path.resolve(f)) : []));
  }
}

/**
 * What `table` holds for `key`, made the first time it is asked for: a run's tables, and any map of lists or maps.
 * Without a table (a call without a run), made every time.
 */
export function remember<K, V>(table: Map<K, V> | undefined, key: K, make: () => V): V {
  if (table?.has(key)) return table.get(key)!;
  const value = make();
  table?.set(key, value);
  return value;
}
