/**
 * Runs the revforge CLI in this process (generator/cli.ts `main`) and returns what it printed on stdout and stderr
 * with its exit code, for tests that compare its output with another run's or with generated/.
 */
import { main } from "../../generator/cli.js";

/** The run from the current folder. */
export function printedBy(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  return printedIn(process.cwd(), ...argv);
}

/** The run from `cwd` (the current folder is restored afterwards). */
export async function printedIn(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const { stdout, stderr } = process;
  const write = stdout.write;
  const writeErr = stderr.write;
  const before = process.cwd();
  stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof stdout.write;
  stderr.write = ((chunk: string) => (err.push(String(chunk)), true)) as typeof stderr.write;
  process.chdir(cwd);
  try {
    const code = await main(argv);
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    process.chdir(before);
    stdout.write = write;
    stderr.write = writeErr;
  }
}
