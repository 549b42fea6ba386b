/**
 * `revforge generate --watch` (README.md, "revforge generate"): runs the job, then runs it again when a file the run
 * read changes, after a quiet moment (editors write a file in several steps). A failed run is printed as without
 * --watch (cli.ts `failure`), and the watch goes on. SIGINT or SIGTERM stops it with exit code 0.
 *
 * Folders are watched rather than files: an editor that saves by writing a new file and renaming it over the old one
 * replaces the file a file watcher was attached to. A folder's watcher counts only the files the run read in it; a
 * folder that is itself an input (the declared changes) counts a change module added, edited or removed in it too,
 * not an editor's swap or backup file.
 *
 * An edit made while a run works is not left to the watchers: the run's own work keeps the event loop from taking
 * their events, and the watchers are replaced by those of the files the run read when it ends, which drops events
 * not yet taken. So each run ends by looking at the times its files were last written: one written since the run
 * started means another run.
 */
import { readdirSync, statSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { UsageError } from "../cli-args.js";
import { ConfigError } from "../config/errors.js";
import { isChangeModule } from "../shims/declarations/read.js";
import { failure } from "../cli.js";
import { shownPath } from "../output/paths.js";
import type { GenerateJob } from "./generate-job.js";

/** How long the files must stay unchanged before the next run starts. */
const DEBOUNCE_MS = 200;

/**
 * How far a file's write time may lag the clock: the kernel stamps files from a clock updated once a tick (at most
 * 10 ms). Below DEBOUNCE_MS, so that the edit that started a run never counts as made during it.
 */
const STAMP_LAG_MS = 20;

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

  const rewatch = (files: Iterable<string>) => {
    const next = new Set([...files].map((f) => path.resolve(f)));
    if (next.size === 0) return; // nothing learnt from a failed run: keep what was watched
    for (const w of watchers) w.close();
    watched = next;
    const byFolder = new Map<string, Set<string>>();
    for (const file of watched) {
      const dir = path.dirname(file);
      byFolder.set(dir, (byFolder.get(dir) ?? new Set()).add(path.basename(file)));
      if (isFolder(file)) byFolder.set(file, byFolder.get(file) ?? new Set());
    }
    watchers = [...byFolder].flatMap(([dir, names]) => {
      try {
        const w = watch(dir, { persistent: true }, (_event, name) => {
          if (name === null) schedule(dir);
          else if (names.has(name) || (watched.has(dir) && isChangeModule(name))) schedule(path.join(dir, name));
        });
        w.on("error", () => undefined); // a folder removed while watched: the next run says what is missing
        return [w];
      } catch {
        return [];
      }
    });
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
    const started = Date.now();
    if (changed) log(`changed: ${shownPath(changed)}; generating`);
    let job: GenerateJob | undefined;
    try {
      job = await prepare();
      await run(job);
    } catch (error) {
      // The first run's usage error (no config, say) ends the command as without --watch.
      if (first && error instanceof UsageError) throw error;
      process.stderr.write(failure("generate", error).text);
      if (error instanceof ConfigError && watched.size === 0) rewatch([path.resolve(error.file)]);
    }
    // A failed run may not have reached every file (a broken $ref target stops it): keep watching what was watched.
    rewatch(job?.read ?? [...watched, ...(job?.reads ?? [])]);
    if (first) log(`watching ${watched.size} files for changes (Ctrl-C stops)`);
    first = false;
    running = false;
    const edited = [...watched].find((file) => writtenSince(file, started - STAMP_LAG_MS));
    if (pending || edited) {
      pending = false;
      schedule(edited ?? changed ?? "");
    }
  };

  return new Promise<number>((resolve, reject) => {
    const signals = ["SIGINT", "SIGTERM"] as const;
    const stop = () => signals.forEach((signal) => process.off(signal, end));
    const end = () => {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      stop();
      resolve(0);
    };
    signals.forEach((signal) => process.on(signal, end));
    cycle().catch((error: unknown) => {
      stop();
      reject(error);
    });
  });
}

function isFolder(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/**
 * Whether `file` was written (or renamed into place) at or after `time` (ms); for a folder input, the folder (a file
 * added, removed or renamed) or a change module in it. A file that is gone is not counted: the folder's watcher sees
 * it return.
 */
function writtenSince(file: string, time: number): boolean {
  const stamp = (f: string) => {
    const stat = statSync(f, { throwIfNoEntry: false });
    return stat === undefined ? 0 : Math.max(stat.mtimeMs, stat.ctimeMs);
  };
  if (stamp(file) >= time) return true;
  if (!isFolder(file)) return false;
  return readdirSync(file).some((name) => isChangeModule(name) && stamp(path.join(file, name)) >= time);
}
