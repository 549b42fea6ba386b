/**
 * The one error type of the load stage and its one-line message format, `file:line:col pointer message`
 * (docs/architecture.md, principle 14). Spec text that ends up in a message (keys, $ref strings, file names) is
 * escaped so that the message stays on one line whatever the spec contains.
 */
import { oneLine } from "../output/invisible.js";
import { valueText } from "../output/value-text.js";
import { formatPointer } from "./pointer.js";

/** Where something came from: `file` relative to process.cwd(), 1-based line and column. */
export interface SourceLocation {
  file: string;
  line: number;
  col: number;
}

export class LoadError extends Error {
  readonly location?: SourceLocation;
  readonly pointer?: string; // always set ("#" for whole-file problems); optional in the public type
  /** The bare sentence, without location and pointer. */
  readonly detail: string;

  constructor(detail: string, location?: SourceLocation, pointer?: string) {
    super(locatedLine(detail, location, pointer));
    this.name = "LoadError";
    this.detail = oneLine(detail);
    if (location) this.location = location;
    this.pointer = pointer ?? "#";
  }
}

/**
 * A structural slip the load lets through (docs/safety.md, L5): the same parts as a LoadError's, so that `strict`
 * can refuse it as one, and LoadedSpec.warnings shows it as one located line.
 */
export interface LoadWarning {
  detail: string;
  location: SourceLocation | undefined;
  pointer: string;
}

/** A place in one parsed file (a SourceFile): its segments and how to locate them. */
interface InFile {
  locate(segments: readonly string[]): SourceLocation;
}

/** An error at `segments` of a file, located there. */
export function errorIn(file: InFile, segments: readonly string[], detail: string): LoadError {
  return new LoadError(detail, file.locate(segments), formatPointer(segments));
}

/** A warning at `segments` of a file, located there. */
export function warningIn(file: InFile, segments: readonly string[], detail: string): LoadWarning {
  return { detail, location: file.locate(segments), pointer: formatPointer(segments) };
}

/** Where a pointer of the bundled document came from (locate.ts); undefined when it names nothing. */
export type Locate = (pointer: string) => SourceLocation | undefined;

/** `pointer`, or its nearest ancestor that locates (a parameter's, for its missing `in`); at last the root "#". */
export function nearestPart(locate: Locate, pointer: string): string {
  let at = pointer;
  while (at.includes("/") && !locate(at)) at = at.slice(0, at.lastIndexOf("/"));
  return at;
}

/**
 * A warning at `pointer` of the bundled document, located there, or where its nearest part that exists starts when it
 * names a missing field (a parameter without `in`: at the parameter).
 */
export function warningAt(locate: Locate, pointer: string, detail: string): LoadWarning {
  return { detail, location: locate(nearestPart(locate, pointer)) ?? locate("#"), pointer };
}

/** `file:line:col pointer detail` on one line: the format of every error and warning about a spec. */
export function locatedLine(detail: string, location?: SourceLocation, pointer?: string): string {
  const where = location ? `${location.file}:${location.line}:${location.col}` : "<input>:1:1";
  return oneLine(`${where} ${pointer ?? "#"} ${detail}`);
}

/** A value from the spec quoted for a message (JSON string syntax, cut to a readable length). */
export function quote(value: unknown, max = 80): string {
  const text = typeof value === "string" ? value : valueText(value);
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  // A list or an object is shown as its JSON, which quotes its strings itself.
  return typeof value === "object" && value !== null ? cut : JSON.stringify(cut);
}

/**
 * Converts anything thrown below the loader into a LoadError at `location`; LoadErrors pass through untouched.
 * Node's system errors (ENOENT, EACCES...) become their code plus a plain sentence, never a stack.
 */
export function toLoadError(error: unknown, location: SourceLocation): LoadError {
  if (error instanceof LoadError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return new LoadError(systemMessage(code), location);
  if (error instanceof RangeError) return new LoadError("input is too deeply nested or too large", location);
  return new LoadError(`cannot load: ${firstLine(error)}`, location);
}

/** The first line of what was thrown, for a message that must stay one line. */
export function firstLine(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}

/** Runs a synchronous file-system call; a failure hands its sentence (systemMessage) to `fail`, which throws. */
export function fsCall<T>(call: () => T, fail: (why: string) => never): T {
  try {
    return call();
  } catch (error) {
    return fail(systemMessage((error as NodeJS.ErrnoException).code ?? "EIO"));
  }
}

const SYSTEM_MESSAGES = new Map([
  ["ENOENT", "file not found"],
  ["EACCES", "file is not readable"],
  ["EPERM", "file is not readable"],
  ["EISDIR", "is a directory, not a file"],
  ["ELOOP", "too many levels of symbolic links"],
  ["ENOTDIR", "a part of the path is not a directory"],
  ["ENAMETOOLONG", "file name is too long"],
]);

function systemMessage(code: string): string {
  return `${SYSTEM_MESSAGES.get(code) ?? "cannot read file"} (${code})`;
}
