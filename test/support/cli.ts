/**
 * Runs the revforge CLI in this process (generator/cli.ts `main`) and returns what it printed on stdout and stderr
 * with its exit code, for tests that compare its output with another run's or with generated/.
 */
import { main } from "../../generator/cli.js";

export async function printedBy(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const { stdout, stderr } = process;
  const write = stdout.write;
  const writeErr = stderr.write;
  stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof stdout.write;
  stderr.write = ((chunk: string) => (err.push(String(chunk)), true)) as typeof stderr.write;
  try {
    const code = await main(argv);
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    stdout.write = write;
    stderr.write = writeErr;
  }
}
