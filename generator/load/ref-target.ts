/**
 * Reads one `$ref` string and decides, before any file is opened, whether the loader may follow it (docs/safety.md
 * L4; B12, B13, B15). A ref to a directory is refused at the `$ref` itself, so the message points at the line that is
 * wrong; a ref to a missing file, or whose fragment can name no node, is a MissingRefError there, which the bundler
 * turns into a warning.
 */
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fsCall, LoadError, quote } from "./errors.js";
import { formatPointer, parseRefFragment } from "./pointer.js";
import { displayPath, type SourceFile } from "./source-file.js";
import { isInside } from "../output/target.js";

export interface RefPolicy {
  /** realpath of the entry spec's folder: local refs must stay inside it. */
  root: string;
  allowOutsideRefs: boolean;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * A `$ref` string and where it is, at `segments` of `file`. Its place is worked out only for an error message:
 * finding a line in a big JSON file means scanning it, and a spec's refs are checked by the thousand.
 */
export interface RefSite {
  ref: string;
  file: Pick<SourceFile, "locate">;
  segments: string[];
}

/** The error about a `$ref`, located at it. */
function refError({ ref, file, segments }: RefSite, why: string, Kind = LoadError): LoadError {
  return new Kind(`$ref ${quote(ref)} ${why}`, file.locate(segments), formatPointer(segments));
}

function fail(site: RefSite, why: string): never {
  throw refError(site, why);
}

/**
 * A `$ref` to a file or a pointer that does not exist: broken input, not a danger (nothing is read that the user did
 * not point at), so the bundler reads the document without it and warns (collect.ts; docs/safety.md L4).
 */
export class MissingRefError extends LoadError {}

export function missingRef(site: RefSite, why: string): MissingRefError {
  return refError(site, why, MissingRefError);
}

/**
 * Splits and checks a `$ref` string syntactically; throws a LoadError located at the `$ref`. Returns the file part
 * (none for a local ref) and the pointer's segments, or `broken`, why the fragment names no node (`#/a~2b`, `#/a%zz`,
 * a 3.1 `#anchor`): broken input, not a danger, which the resolver reports as a ref to nothing once the file part has
 * passed its checks (resolve.ts).
 */
export function parseRef(site: RefSite, policy: RefPolicy): { path?: string; segments: string[]; broken?: string } {
  const { ref } = site;
  if (ref.includes("\u0000")) fail(site, "contains a NUL character");
  const hash = ref.indexOf("#");
  const file = hash < 0 ? ref : ref.slice(0, hash);
  const parsed = hash < 0 ? [] : parseRefFragment(ref.slice(hash + 1));
  const fragment = typeof parsed === "string" ? { segments: [], broken: parsed } : { segments: parsed };
  if (file === "") return fragment;
  if (SCHEME.test(file) && !/^[A-Za-z]:[\\/]/.test(file)) {
    fail(site, "is a URL; only local files and #/ pointers are allowed, and nothing is fetched over the network");
  }
  if (file.startsWith("//") || file.startsWith("\\\\")) fail(site, "is a network path; only local files are allowed");
  if (file.startsWith("~")) fail(site, "starts with ~; home-relative paths are not allowed");
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    // Names no file, so nothing is read: broken input, not a danger, as a malformed escape in the fragment is.
    throw missingRef(site, "has a malformed %-escape in its path");
  }
  if ((path.isAbsolute(decoded) || /^[A-Za-z]:[\\/]/.test(decoded)) && !policy.allowOutsideRefs)
    fail(site, "is an absolute path; use a path relative to the spec (or --allow-outside-refs, allowOutsideRefs)");
  return { path: decoded, ...fragment };
}

/**
 * Resolves the file part of a ref against the referring file, follows symlinks and checks that the result is a
 * regular file inside the root. Returns the realpath.
 */
export function checkRefFile(site: RefSite, file: string, from: string, policy: RefPolicy): string {
  const unreadable = (why: string) => fail(site, `cannot be read: ${why}`);
  // Synchronous: neither call opens the file, so a FIFO cannot stall them, and a spec makes dozens of these checks.
  const target = path.resolve(path.dirname(from), file);
  const info = fsCall(
    () => statSync(target),
    (why) => {
      if (/\((ENOENT|ENOTDIR)\)$/.test(why)) throw missingRef(site, `cannot be read: ${why}`);
      return unreadable(why);
    },
  );
  if (info.isDirectory()) fail(site, "points to a directory, not a file");
  if (!info.isFile()) fail(site, "points to something that is not a regular file (a FIFO, socket or device)");
  const real = fsCall(() => realpathSync(target), unreadable);
  if (real !== policy.root && !isInside(real, policy.root) && !policy.allowOutsideRefs) {
    fail(
      site,
      `leads outside the spec's folder (to ${quote(displayPath(real))} after resolving symlinks); refused without --allow-outside-refs (allowOutsideRefs)`,
    );
  }
  return real;
}
