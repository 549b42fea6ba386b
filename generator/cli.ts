/**
 * The revforge command line: a thin parser over the pipeline. Every failure is one line on stderr and exit code 1
 * (2 for usage errors and refused output targets); a stack trace is never printed.
 */
import { UsageError } from "./cli-args.js";
import { diffUsage, generateUsage, outputNote, revisionsUsage, upgradeUsage } from "./commands/usage.js";
import { RefusedTarget } from "./output/target.js";

type Run = (argv: string[], log: (line: string) => void) => Promise<number>;

// Each command's module is imported only when it runs: one broken or heavy stage never slows or breaks another.
const commands: Record<string, { usage: string; writes?: boolean; load: () => Promise<Run> }> = {
  generate: {
    usage: generateUsage,
    writes: true,
    load: async () => (await import("./commands/generate.js")).generateCommand,
  },
  diff: { usage: diffUsage, writes: true, load: async () => (await import("./commands/diff.js")).diffCommand },
  revisions: { usage: revisionsUsage, load: async () => (await import("./commands/revisions.js")).revisionsCommand },
  upgrade: { usage: upgradeUsage, load: async () => (await import("./commands/upgrade.js")).upgradeCommand },
};

const usage = `usage:\n${Object.values(commands)
  .map((c) => `  ${c.usage}`)
  .join("\n")}`;

const isHelp = (arg: string | undefined) => arg === "--help" || arg === "-h" || arg === "help";

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  // Asked for, the usage goes to stdout and the exit code is 0; given by mistake, to stderr with 2 (below).
  if (isHelp(name)) {
    process.stdout.write(`${usage}\n${outputNote}\n`);
    return 0;
  }
  const command = name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (command && rest.some(isHelp)) {
    process.stdout.write(`usage:\n  ${command.usage}\n${command.writes ? `${outputNote}\n` : ""}`);
    return 0;
  }
  if (!command) {
    process.stderr.write(`revforge: ${name ? `unknown command ${JSON.stringify(name)}` : "no command"}\n${usage}\n`);
    return 2;
  }
  try {
    const run = await command.load();
    return await run(rest, (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`revforge ${name}: ${error.message}\n  ${command.usage}\n`);
      return 2;
    }
    // A refused target is a usage error the message explains whole (and the flag that allows it, if any).
    if (error instanceof RefusedTarget) {
      process.stderr.write(`revforge ${name}: ${error.message}\n`);
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
