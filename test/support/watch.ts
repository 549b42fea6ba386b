/**
 * `revforge generate --watch` as a real process in a folder: its stdout and stderr as lines, and a wait for the line
 * that says a step is done (never a fixed sleep that races the process).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface Watching {
  child: ChildProcessWithoutNullStreams;
  out: string[];
  err: string[];
  /** Resolves once `stream` has printed a line matching `pattern` at line `from` or later; the index of that line. */
  waitFor(stream: string[], pattern: RegExp, from?: number, ms?: number): Promise<number>;
}

export function watchIn(cwd: string, args: string[] = ["--quiet"]): Watching {
  const child = spawn(process.execPath, [path.join(root, "bin/revforge.js"), "generate", "--watch", ...args], { cwd });
  const out: string[] = [];
  const err: string[] = [];
  const lines = (into: string[]) => {
    let rest = "";
    return (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop()!;
      into.push(...parts);
    };
  };
  child.stdout.on("data", lines(out));
  child.stderr.on("data", lines(err));
  const waitFor = (stream: string[], pattern: RegExp, from = 0, ms = 90_000) =>
    new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        const i = stream.findIndex((line, n) => n >= from && pattern.test(line));
        if (i !== -1) return resolve(i);
        if (Date.now() - started > ms || child.exitCode !== null)
          return reject(new Error(`no ${pattern} in:\n${stream.slice(from).join("\n")}\nstderr:\n${err.join("\n")}`));
        setTimeout(poll, 50);
      };
      poll();
    });
  return { child, out, err, waitFor };
}
