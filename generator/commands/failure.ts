/**
 * What a command prints when it fails, and its exit code: one line on stderr, never a stack trace. A usage error
 * adds the command's usage line (exit code 2); a refused output target is explained whole by its message (2); any
 * other failure prints the first line of its message (1): located loader and model errors already are one line.
 * `generate --watch` prints a failed run with this too, so that it reads as the same command without --watch.
 */
import { UsageError } from "../cli-args.js";
import { RefusedTarget } from "../output/target.js";
import { commandHelp, type CommandName } from "./usage.js";

export function failure(command: CommandName, error: unknown): { text: string; code: 1 | 2 } {
  if (error instanceof UsageError)
    return { text: `revforge ${command}: ${error.message}\n  ${commandHelp[command].usage}\n`, code: 2 };
  if (error instanceof RefusedTarget) return { text: `revforge ${command}: ${error.message}\n`, code: 2 };
  const message = error instanceof Error ? error.message : String(error);
  return { text: `revforge ${command}: ${message.split(/\r?\n/)[0] || "failed"}\n`, code: 1 };
}
