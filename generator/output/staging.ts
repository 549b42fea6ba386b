/**
 * The entries a writer puts beside its target while it writes: `.<name>-new-<pid>-<random>` (the new folder, staged),
 * `.<name>-old-<pid>-<random>` (the previous folder, moved aside during the swap) and `.<name>.<pid>.<random>.tmp` (a
 * file written before it is renamed over its target). The pid in the name tells a run that was killed, whose entries
 * the next run on the same target removes, from one that is still writing, whose entries are left alone.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The part of a target's name that its staging entries start with: the whole name, or for a long one its first 224
 * bytes (whole characters), so that an entry (at most 31 bytes more) stays within the 255 bytes file systems allow
 * a name while the target's own name may use them all.
 */
function stem(target: string): string {
  let name = "";
  let bytes = 0;
  for (const char of path.basename(target)) {
    bytes += Buffer.byteLength(char);
    if (bytes > 224) break;
    name += char;
  }
  return name;
}

/** A fresh name for a staging entry of `target`, in the same folder (so that a rename moves it into place). */
export function stagingPath(target: string, kind: "new" | "old" | "tmp"): string {
  const name = stem(target);
  const tag = `${process.pid}.${randomBytes(6).toString("hex")}`;
  return path.join(path.dirname(target), kind === "tmp" ? `.${name}.${tag}.tmp` : `.${name}-${kind}-${tag}`);
}

/**
 * Removes a staging entry of this run after a failure, never throwing: an error of the removal (a name too long for the
 * file system, a folder gone from under it) would hide the failure the user has to see. An entry it cannot remove is
 * left, named with this run's pid, for the next run on the same target to remove (removeStaleStaging).
 */
export function discardStaging(entry: string): void {
  try {
    rmSync(entry, { recursive: true, force: true });
  } catch {
    // left for the next run
  }
}

/** Removes the staging entries of `target` left by runs that are no longer alive. */
export function removeStaleStaging(target: string): void {
  const name = stem(target);
  const dir = path.dirname(target);
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return; // the folder does not exist yet: nothing was left in it
  }
  for (const entry of entries) {
    const pid = stagingPid(name, entry);
    if (pid !== undefined && pid !== process.pid && !alive(pid))
      rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

/** The pid in a staging entry's name of the target `name`, or undefined when the entry is not one. */
function stagingPid(name: string, entry: string): number | undefined {
  if (!entry.startsWith(`.${name}`)) return undefined;
  const match = /^(?:-(?:new|old)-(\d+)\.[0-9a-f]{12}|\.(\d+)\.[0-9a-f]{12}\.tmp)$/.exec(entry.slice(name.length + 1));
  return match ? Number(match[1] ?? match[2]) : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as { code?: string }).code === "EPERM";
  }
}
