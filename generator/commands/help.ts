/**
 * The text of `revforge --help` (every command's usage line and the exit codes) and of `revforge <command> --help`
 * (what it does, every flag with its default, examples), made from usage.ts.
 */
import { commandHelp, exitCodes, outputNote, type CommandHelp, type CommandName } from "./usage.js";

/** Every command's usage line, indented: the main help, and the answer to a missing or unknown command. */
export const usageLines: string = [
  "usage:",
  ...Object.values(commandHelp).map((help) => `  ${help.usage}`),
  "  revforge --version",
  "  revforge <command> --help    what the command does, every flag with its default, examples",
].join("\n");

export function mainHelp(version: string): string {
  const title = `revforge ${version}: typed client packages, breaking-change reports and compatibility shims from OpenAPI specs`;
  return `${title}\n\n${usageLines}\n\n${exitCodes}\n`;
}

export function commandHelpText(name: CommandName): string {
  const help: CommandHelp = commandHelp[name];
  const lines = [`usage: ${help.usage}`, "", ...wrap(help.summary, ""), ""];
  lines.push(help.flags.length === 0 ? "flags: none" : "flags:");
  for (const { flag, text, default: value } of help.flags)
    lines.push(`  ${flag}`, ...wrap(text, "      "), ...wrap(`default: ${value}`, "      "));
  lines.push("", "examples:", ...help.examples.map((example) => `  ${example}`), "");
  if (help.writes) lines.push(outputNote, "");
  lines.push(exitCodes);
  return `${lines.join("\n")}\n`;
}

/** `text` in lines of at most 100 characters (a word longer than that stays whole), each after `indent`. */
function wrap(text: string, indent: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && indent.length + line.length + 1 + word.length > 100) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, indent + line];
}
