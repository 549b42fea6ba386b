/**
 * The revforge command line: a thin parser over the pipeline. Every failure is one line on stderr, never a stack
 * trace (docs/safety.md C2); help and the version go to stdout with exit code 0.
 */
import { UsageError, type FlagKind } from "./cli-args.js";
import { commandHelp, commandHelpText, flagKinds, mainHelp, usageLines, type CommandName } from "./commands/usage.js";
import { nearestName } from "./nearest-name.js";
import { RefusedTarget } from "./output/target.js";
import { revforgeVersion } from "./output/stamp.js";

type Run = (argv: string[], log: (line: string) => void) => Promise<number>;

// Each command's module is imported only when it runs: one broken or heavy stage never slows or breaks another.
export const commands: Record<CommandName, () => Promise<Run>> = {
  generate: async () => (await import("./commands/generate.js")).generateCommand,
  diff: async () => (await import("./commands/diff.js")).diffCommand,
  revisions: async () => (await import("./commands/revisions.js")).revisionsCommand,
  upgrade: async () => (await import("./commands/upgrade.js")).upgradeCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  // Asked for, help goes to stdout and the exit code is 0; the usage given after a mistake, to stderr with 2 (below).
  if (name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(mainHelp(revforgeVersion()));
    return 0;
  }
  if (name === "--version" || name === "-v") {
    process.stdout.write(`${revforgeVersion()}\n`);
    return 0;
  }
  if (name === undefined || !Object.hasOwn(commands, name)) {
    const meant = name && nearestName(name, Object.keys(commands));
    const why = name
      ? `unknown command ${JSON.stringify(name)}${meant ? ` (did you mean ${meant}?)` : ""}`
      : "no command";
    process.stderr.write(`revforge: ${why}\n${usageLines}\n`);
    return 2;
  }
  const command = name as CommandName;
  if (asksForHelp(command, rest)) {
    process.stdout.write(commandHelpText(command));
    return 0;
  }
  try {
    const run = await commands[command]();
    return await run(rest, (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    const { text, code } = failure(command, error);
    process.stderr.write(text);
    return code;
  }
}

/**
 * `--help` or `-h` where a flag goes; the word `help` only alone (`revforge diff help`): elsewhere it is a value, such
 * as the folder of `--out help` or a spec file named so. Where an option's value goes, `-h` is that value missing, as
 * `--out --check` is, which the command's parser says (cli-args.ts): help printed there would exit 0 as if the command
 * had run.
 */
function asksForHelp(command: CommandName, args: string[]): boolean {
  if (args.length === 1 && args[0] === "help") return true;
  const kinds: Record<string, FlagKind> = flagKinds(command);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--help" || arg === "-h") return true;
    const name = arg.startsWith("--") && !arg.includes("=") ? arg.slice(2) : undefined;
    if (name !== undefined && Object.hasOwn(kinds, name) && kinds[name] !== "boolean") i++;
  }
  return false;
}

/**
 * What a failed command prints, and its exit code: a usage error adds the command's usage line (2); a refused output
 * target is explained whole by its message (2); any other failure prints the first line of its message (1): located
 * loader and model errors already are one line. `generate --watch` prints a failed run with this too, so that it reads
 * as the same command without --watch.
 */
export function failure(command: CommandName, error: unknown): { text: string; code: 1 | 2 } {
  if (error instanceof UsageError)
    return { text: `revforge ${command}: ${error.message}\n  ${commandHelp[command].usage}\n`, code: 2 };
  if (error instanceof RefusedTarget) return { text: `revforge ${command}: ${error.message}\n`, code: 2 };
  const message = error instanceof Error ? error.message : String(error);
  return { text: `revforge ${command}: ${message.split(/\r?\n/)[0] || "failed"}\n`, code: 1 };
}
