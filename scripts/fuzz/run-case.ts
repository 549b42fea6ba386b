/**
 * One fuzz case run and judged: a mutated spec through `generate` (the package written, its entry point imported)
 * and `diff` against the document it came from, each way, in this process through the library API; or through the
 * `revforge` command (bin/revforge.js) for a subset, where the exit code, stdout and stderr are judged as a user sees
 * them. The rules are those of docs/safety.md for bad input: exit code 0, 1 or 2, never a stack trace, never a run
 * that ends without settling (Node's exit code 13), one located line (`file:line:col pointer message`) when it fails,
 * and when it succeeds a package whose entry point imports. Nothing the user reads (an error, a warning, a report, a
 * generated file) shows a value of the wrong kind as JavaScript writes an object as text, `[object Object]`.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { diff } from "../../generator/api.js";
import { jobOfSpec, runGenerate } from "../../generator/commands/generate-job.js";

const root = path.resolve(import.meta.dirname, "../..");

/** What a run came to: the good outcomes, and the failures the fuzz is looking for. */
export type Outcome =
  | "generated"
  | "diffed"
  | "refused"
  | "usage"
  | "unlocated error"
  | "several lines"
  | "stack trace"
  | "unsettled"
  | "bad exit code"
  | "entry point does not import"
  | "written on failure"
  | "object shown as [object Object]";

export const goodOutcomes: ReadonlySet<Outcome> = new Set(["generated", "diffed", "refused", "usage"]);

export interface Judged {
  outcome: Outcome;
  /** The message that decided it (an error's, or the last line of stderr). */
  detail: string;
  /** What the run gave its user to read: its error or its report, its warnings, the command's output. */
  read?: string;
}

/** `file:line:col pointer message`, on one line. */
const LOCATED = /^\S[^\n]*:\d+:\d+ #\S* \S[^\n]*$/;
const STACK = /\n\s+at \S|^\s+at .+\(.+:\d+:\d+\)$/m;
/** How long a run may take before it counts as never settling (a loaded machine is slow, not stuck). */
const SETTLE_MS = 120_000;

function judgeError(error: unknown): Judged {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes("\n"))
    return { outcome: STACK.test(message) ? "stack trace" : "several lines", detail: message };
  if (!LOCATED.test(message)) return { outcome: "unlocated error", detail: message };
  return { outcome: "refused", detail: message };
}

/** The promise's result, or "unsettled" when it has not settled in time. */
async function settled<T>(work: Promise<T>): Promise<{ value: T } | { error: unknown } | "unsettled"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"unsettled">((resolve) => {
    timer = setTimeout(() => resolve("unsettled"), SETTLE_MS);
  });
  try {
    return await Promise.race([work.then((value) => ({ value })), late]);
  } catch (error) {
    return { error };
  } finally {
    clearTimeout(timer);
  }
}

/** `revforge generate --spec <spec> --out <out>` through the library; the entry point imported when it succeeds. */
export async function generateInProcess(spec: string, out: string): Promise<Judged> {
  const warnings: string[] = [];
  const job = runGenerate(jobOfSpec(spec, out, { oauth: false }), { onWarning: (line) => warnings.push(line) });
  const run = await settled(job);
  if (run === "unsettled") return { outcome: "unsettled", detail: `generate did not settle in ${SETTLE_MS} ms` };
  const read = (last: string) => [...warnings, last].join("\n");
  if ("error" in run) return { ...judgeError(run.error), read: read(String(run.error)) };
  return { ...(await importEntry(out)), read: read("") };
}

async function importEntry(out: string): Promise<Judged> {
  const entry = path.join(out, "revisions/api/index.js");
  try {
    const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    if (typeof module.createClient !== "function")
      return { outcome: "entry point does not import", detail: `${entry} exports no createClient` };
    return { outcome: "generated", detail: "" };
  } catch (error) {
    return { outcome: "entry point does not import", detail: String(error).split("\n")[0]! };
  }
}

/** `revforge diff <from> <to>` through the library, from a folder without a config. */
export async function diffInProcess(from: string, to: string, cwd: string): Promise<Judged> {
  const run = await settled(diff(from, to, { cwd }));
  if (run === "unsettled") return { outcome: "unsettled", detail: `diff did not settle in ${SETTLE_MS} ms` };
  if ("error" in run) return { ...judgeError(run.error), read: String(run.error) };
  return { outcome: "diffed", detail: "", read: JSON.stringify(run.value, null, 1) };
}

/** The command itself: `revforge <args>` in `cwd`, judged by its exit code, stdout and stderr. */
export function cliRun(args: string[], cwd: string): Promise<Judged> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "bin/revforge.js"), ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), SETTLE_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ ...judgeCli(args[0]!, code, stdout, stderr), read: `${stdout}\n${stderr}` });
    });
  });
}

function judgeCli(command: string, code: number | null, stdout: string, stderr: string): Judged {
  const lines = stderr.split("\n").filter((line) => line !== "");
  const last = lines.at(-1) ?? "";
  if (STACK.test(stdout) || STACK.test(stderr)) return { outcome: "stack trace", detail: stderr || stdout };
  if (code === null || code === 13) return { outcome: "unsettled", detail: `exit code ${code}; ${last}` };
  if (code === 0) return { outcome: command === "diff" ? "diffed" : "generated", detail: "" };
  if (code === 2) return { outcome: "usage", detail: last };
  if (code !== 1) return { outcome: "bad exit code", detail: `exit code ${code}; ${last}` };
  // A diff's --fail-on is not used here: exit code 1 is a failure, and its last line the located error.
  const error = lines.filter((line) => !line.includes(": warning: "));
  if (error.length !== 1) return { outcome: "several lines", detail: stderr };
  const message = error[0]!.replace(/^revforge \w+: /, "");
  return LOCATED.test(message)
    ? { outcome: "refused", detail: message }
    : { outcome: "unlocated error", detail: message };
}

/** Whether a generated package is there: a failed run writes nothing. */
export const wrote = (out: string) => existsSync(path.join(out, "package.json"));

const OBJECT_SHOWN = "[object Object]";

/**
 * The first place a step's text (`read`) or, when it wrote one, its package shows `[object Object]`: a spec value of
 * the wrong kind made text with `String`, as `file: line` or `output: line`.
 */
export function objectShown(read: string | undefined, out?: string): string | undefined {
  const texts: [string, string][] = [["output", read ?? ""]];
  if (out !== undefined && wrote(out))
    for (const file of readdirSync(out, { recursive: true, encoding: "utf8" }).sort())
      if (/\.(ts|js|json|md)$/.test(file)) texts.push([file, readFileSync(path.join(out, file), "utf8")]);
  for (const [where, text] of texts) {
    const at = text.indexOf(OBJECT_SHOWN);
    if (at < 0) continue;
    const end = text.indexOf("\n", at);
    return `${where}: ${text.slice(text.lastIndexOf("\n", at) + 1, end < 0 ? undefined : end).slice(0, 300)}`;
  }
  return undefined;
}
