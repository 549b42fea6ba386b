/**
 * Runs the revforge CLI in this process (generator/cli.ts `main`) and returns what it printed on stdout with its
 * exit code, for tests that compare its output with another run's or with generated/.
 */
import { main } from "../../generator/cli.js";

export async function printedBy(...argv: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
  try {
    const code = await main(argv);
    return { code, out: out.join("") };
  } finally {
    process.stdout.write = write;
  }
}
