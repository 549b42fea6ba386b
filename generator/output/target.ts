/**
 * Where a command may write (docs/safety.md W1 to W3 and W7): asked before any work, and again just before writing
 * with every file the run has read by then. A refusal is one line naming the target (and its real path when symbolic
 * links make it another), why, and the flag that allows it if one does.
 */
import { lstatSync, readdirSync, realpathSync, type Stats } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { stampedFiles, stampFile } from "./stamp.js";

export class RefusedTarget extends Error {
  override name = "RefusedTarget";
}

export interface TargetRequest {
  /** The target as the user gave it (an `--out` value), or the default folder relative to the current folder. */
  given: string;
  kind: "folder" | "file";
  /** Every file or folder the run reads: spec files, the catalog's folder (all a folder holds counts as read). */
  inputs: readonly string[];
  /** `--clean`: replace a folder or file revforge did not write, or a folder holding files a user added. */
  clean?: boolean;
}

/** Files added to a stamped folder that are named in a refusal; the rest are counted. */
const listedAdded = 10;

/** The real path to write `request.given` at, or a RefusedTarget saying why it may not be written. */
export function checkTarget(request: TargetRequest): string {
  const absolute = path.resolve(request.given);
  const refuse = (why: string, real = absolute): never => {
    const shown = request.given === "" ? '""' : request.given;
    throw new RefusedTarget(`refusing to write ${shown}${real === absolute ? "" : ` (${real})`}: ${why}`);
  };
  const { real, entry } = resolve(absolute, refuse);
  const no = (why: string): never => refuse(why, real);
  if (real === path.parse(real).root) no("it is the filesystem root");
  const cwd = realpathSync(process.cwd());
  if (real === cwd) no("it is the current folder");
  if (isInside(cwd, real)) no("it is above the current folder");
  const home = realOrResolved(homedir());
  if (real === home) no("it is the home folder");
  if (isInside(home, real)) no("it is above the home folder");
  for (const input of request.inputs) {
    const file = realOrResolved(input);
    if (file === real) no("it is an input of this run");
    if (isInside(file, real)) no(`it holds ${shown(input)}, which this run reads`);
    if (isInside(real, file) && lstatOrUndefined(file)?.isDirectory())
      no(`it is inside ${shown(input)}, which this run reads`);
  }
  if (entry?.isSymbolicLink()) no("it is a symbolic link; give the path it points to");
  if (request.kind === "file") {
    if (entry?.isDirectory()) no("it is a folder, not a file");
    if (entry && !entry.isFile()) no("it is not a regular file");
    if (entry && !request.clean) no("the file exists; --clean replaces it");
    return real;
  }
  if (entry && !entry.isDirectory()) no("it is a file, not a folder");
  if (!entry || request.clean || readdirSync(real).length === 0) return real;
  const listed = stampedFiles(real);
  if (!listed) no(`it is a folder revforge did not write (no ${stampFile} listing its files); --clean replaces it`);
  const added = filesIn(real).filter((rel) => rel !== stampFile && !listed!.has(rel));
  if (added.length > 0) {
    const more = added.length > listedAdded ? ` and ${added.length - listedAdded} more` : "";
    no(
      `${added.length} file${added.length === 1 ? "" : "s"} in it revforge did not write: ${added.slice(0, listedAdded).join(", ")}${more}; --clean replaces ${added.length === 1 ? "it" : "them"}`,
    );
  }
  return real;
}

/**
 * The real path of `absolute`: the real path of its nearest existing folder plus the rest, and what is there now
 * (lstat: a symbolic link is reported as one).
 */
function resolve(absolute: string, refuse: (why: string, real?: string) => never): { real: string; entry?: Stats } {
  const entry = lstatOrUndefined(absolute);
  if (entry && absolute === path.parse(absolute).root) return { real: absolute, entry };
  const rest = [path.basename(absolute)];
  let existing = path.dirname(absolute);
  while (!lstatOrUndefined(existing)) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  let folder: string;
  try {
    folder = realpathSync(existing);
  } catch {
    return refuse(`${shown(existing)} is a symbolic link to nothing`);
  }
  if (!lstatOrUndefined(folder)?.isDirectory()) refuse(`${shown(existing)} is a file, not a folder`);
  return { real: path.join(folder, ...rest), entry };
}

/** Every file (and empty folder, as `name/`) under `dir`, relative to it with `/`; symbolic links are not followed. */
export function filesIn(dir: string, prefix = ""): string[] {
  const entries = readdirSync(path.join(dir, prefix), { withFileTypes: true });
  if (entries.length === 0 && prefix) return [prefix];
  return entries
    .flatMap((e) => (e.isDirectory() ? filesIn(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

/** True when `inner` lies strictly inside the folder `outer`. */
export function isInside(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel !== "" && rel.split(path.sep)[0] !== ".." && !path.isAbsolute(rel);
}

function realOrResolved(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** A path as messages show it: relative to the current folder when inside it. */
function shown(file: string): string {
  const absolute = path.resolve(file);
  return isInside(absolute, process.cwd()) ? path.relative(process.cwd(), absolute) : absolute;
}
