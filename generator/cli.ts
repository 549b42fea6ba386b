/**
 * The revforge command line: a thin parser over the pipeline. Every failure is one line on stderr and exit code 1
 * (2 for usage errors); a stack trace is never printed.
 */
import { generateCommand, generateUsage } from "./commands/generate.js";
import { UsageError } from "./cli-args.js";

const commands: Record<
  string,
  { usage: string; run: (argv: string[], log: (line: string) => void) => Promise<number> }
> = {
  generate: { usage: generateUsage, run: generateCommand },
};

const usage = `usage:\n${Object.values(commands)
  .map((c) => `  ${c.usage}`)
  .join("\n")}`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`revforge: ${name ? `unknown command ${JSON.stringify(name)}` : "no command"}\n${usage}\n`);
    return 2;
  }
  try {
    return await command.run(rest, (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`revforge ${name}: ${error.message}\n  ${command.usage}\n`);
      return 2;
    }
    process.stderr.write(`revforge ${name}: ${oneLine(error)}\n`);
    return 1;
  }
}

/** The first line of an error's message: located loader and model errors already are one line. */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/\r?\n/)[0] ?? "failed";
}
