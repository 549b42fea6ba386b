/**
 * `revforge generate --watch`: runs the job, then watches every file the run read (the config, the specs and every
 * file their `$ref`s reached, the catalog, the declared changes, the diff's data files) and runs again when one
 * changes, after a quiet moment (editors write a file in several steps). A failure of one run is printed, as the
 * command would print it, and the watch goes on: fixing the file starts the next run. Ctrl-C (SIGINT) or SIGTERM
 * stops it with exit code 0.
 *
 * Folders are watched rather than files: an editor that saves by writing a new file and renaming it over the old one
 * replaces the file a file watcher was attached to.
 */
import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { UsageError } from "../cli-args.js";
import { ConfigError } from "../config/errors.js";
import { oneLine } from "../load/errors.js";
import type { GenerateJob } from "./generate-job.js";

/** How long the files must stay unchanged before the next run starts. */
export const DEBOUNCE_MS = 200;

export async function watchGenerate(
  prepare: () => Promise<GenerateJob>,
  run: (job: GenerateJob) => Promise<number>,
  log: (line: string) => void,
): Promise<number> {
  let watched = new Set<string>();
  let watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pending = false;
  let first = true;
  let stop: (() => void) | undefined;

  const rewatch = (files: Iterable<string>) => {
    const next = new Set([...files].map((f) => path.resolve(f)));
    if (next.size === 0) return; // nothing learnt from a failed run: keep what was watched
    for (const w of watchers) w.close();
    watched = next;
    const byFolder = new Map<string, Set<string>>();
    for (const file of watched) {
      const dir = path.dirname(file);
      byFolder.set(dir, (byFolder.get(dir) ?? new Set()).add(path.basename(file)));
    }
    watchers = [...byFolder].flatMap(([dir, names]) => {
      try {
        const w = watch(dir, { persistent: true }, (_event, name) => {
          // A folder input (the declared changes) counts whatever changes in it; a file, only itself.
          if (name === null || names.has(String(name)) || watched.has(dir)) schedule(path.join(dir, String(name)));
        });
        w.on("error", () => undefined); // a folder removed while watched: the next run says what is missing
        return [w];
      } catch {
        return [];
      }
    });
    // A folder input is watched itself (its files' changes are seen there).
    for (const file of watched)
      if (!byFolder.has(file)) {
        try {
          const w = watch(file, { persistent: true }, () => schedule(file));
          w.on("error", () => undefined);
          watchers.push(w);
        } catch {
          // not a folder: watched through its parent above
        }
      }
  };

  const schedule = (changed: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) pending = true;
      else void cycle(changed);
    }, DEBOUNCE_MS);
  };

  const cycle = async (changed?: string): Promise<void> => {
    running = true;
    if (changed)
      log(`changed: ${(path.relative(process.cwd(), changed) || changed).split(path.sep).join("/")}; generating`);
    let job: GenerateJob | undefined;
    try {
      job = await prepare();
      await run(job);
    } catch (error) {
      // The first run's usage error (no config, say) ends the command as without --watch.
      if (first && error instanceof UsageError) {
        running = false;
        stop?.();
        throw error;
      }
      process.stderr.write(`revforge generate: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
      if (error instanceof ConfigError && watched.size === 0) rewatch([path.resolve(error.file)]);
    }
    // A failed run may not have reached every file (a broken $ref target stops it): keep watching what was watched.
    rewatch(job?.read ?? [...watched, ...(job?.reads ?? [])]);
    if (first) log(`watching ${watched.size} files for changes (Ctrl-C stops)`);
    first = false;
    running = false;
    if (pending) {
      pending = false;
      schedule(changed ?? "");
    }
  };

  return new Promise<number>((resolve, reject) => {
    const end = () => {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      process.off("SIGINT", end);
      process.off("SIGTERM", end);
      resolve(0);
    };
    stop = () => {
      process.off("SIGINT", end);
      process.off("SIGTERM", end);
    };
    process.on("SIGINT", end);
    process.on("SIGTERM", end);
    cycle().catch(reject);
  });
}
