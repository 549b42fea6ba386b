/**
 * The help of every command: its usage line, what it does, every flag its parser accepts with the default, and
 * examples; and the text of `revforge --help` (every usage line and the exit codes) and `revforge <command> --help`
 * made from it. It lives apart from the commands so that the CLI can print it (and load only the one command it runs:
 * a command's module pulls in its whole stage, the diff engine's rules or ts-morph). test/cli/help.test.ts holds each
 * command's `flags` to what its parser accepts (`flagKinds`, below, reads them from here), and the README's
 * command-line section to these flags.
 */
import type { FlagKind } from "../cli-args.js";

/** A flag as typed with its value's placeholder (`--out <dir>`), what it does, and what the command does without it. */
const flag = <F extends string>(flag: F, text: string, value: string) => ({ flag, text, default: value });

interface CommandHelp {
  usage: string;
  summary: string;
  flags: { flag: string; text: string; default: string }[];
  examples: string[];
  /** The command writes files: its help ends with what an output may replace (outputNote). */
  writes: boolean;
}

/** `--config <file>`: every command reads the current folder's config unless given one. */
const config = (text: string) => flag("--config <file>", text, "the revforge.config.* of the current folder");
const maxSize = flag("--max-size <MiB>", "the largest spec file read, in MiB", "20");
const outsideRefs = flag(
  "--allow-outside-refs",
  "let a $ref reach files outside the spec's folder, by an absolute path too",
  "off, such a $ref is an error",
);
const strict = flag(
  "--strict",
  "lint, and refuse a spec at its first structural problem instead of warning about each",
  "off, structural slips are warnings on stderr",
);

export const commandHelp = {
  generate: {
    usage:
      "revforge generate [--config <file> | --spec <file> --out <dir> [--name <npm name>] [--oauth]] [--format <command>] [--check | --watch] [--clean] [--allow-outside-refs] [--max-size <MiB>] [--lint] [--strict] [--quiet]",
    summary:
      "Writes a typed client package: the package of a config's revision specs (revforge.config.json, .yaml, .mjs " +
      "or .ts) and the reports between them, or a neutral package of any one OpenAPI 3.0, 3.1 or 3.2 document with " +
      "--spec and --out.",
    flags: [
      config("the config: the package, its revisions' specs and where the output goes, paths relative to it"),
      flag(
        "--spec <file>",
        "instead of a config, one OpenAPI 3.0, 3.1 or 3.2 document (a local YAML or JSON file); needs --out",
        "the config's revisions",
      ),
      flag("--out <dir>", "the package's folder (goes with --spec)", "the config's output.client and output.reports"),
      flag("--name <npm name>", "the package's name (goes with --spec)", "the spec's info.title, slugified"),
      flag(
        "--oauth",
        "include the OAuth helpers and their credential options (goes with --spec)",
        "off, auth is typed from the spec's security schemes",
      ),
      flag(
        "--format <command>",
        "a formatter run on each output folder before it is swapped in (the folder appended, run in the current folder, node_modules/.bin on the PATH); --check compares its result",
        "the config's format, or none: the printers' layout",
      ),
      flag("--watch", "after writing, regenerate whenever a file the run read changes; Ctrl-C stops", "off, one run"),
      flag(
        "--check",
        "write nothing; list the files that differ from what would be written, and exit 1 if any do",
        "off, the files are written",
      ),
      flag(
        "--clean",
        "also replace a folder revforge did not write, or files a user added to one",
        "off, such a folder is refused (exit 2)",
      ),
      outsideRefs,
      maxSize,
      flag(
        "--lint",
        "also check each spec with Redocly's structural rule (a response without description...)",
        "off, warnings only for slips that change the output",
      ),
      strict,
      flag(
        "--quiet",
        "print no progress lines (warnings about the spec still go to stderr)",
        "off, a line per stage and spec",
      ),
    ],
    examples: [
      "revforge generate --config api/revforge.config.json --watch",
      'revforge generate --spec openapi.yaml --out client --name @acme/client --format "prettier --write"',
    ],
    writes: true,
  },
  diff: {
    usage:
      "revforge diff <from> <to> [<more>...] [--config <file>] [--steps] [--format md|json|html|github] [--fail-on breaking|dangerous] [--lint] [--strict] [--allow-outside-refs] [--max-size <MiB>] [--out <file>|<folder> [--clean]] [--stats]",
    summary:
      "The breaking-change report between two OpenAPI 3.0, 3.1 or 3.2 files, or two revisions of the config (an id, " +
      "or latest): every change, whether it breaks clients, and what to do.",
    flags: [
      config("the config whose revision ids <from> and <to> may name"),
      flag(
        "--format md|json|html|github",
        "Markdown, JSON, a self-contained HTML page, or GitHub Actions annotations",
        "md, or the one the --out file's extension names (.json, .html)",
      ),
      flag(
        "--fail-on breaking|dangerous",
        "exit 1 after the report when it has breaking findings (dangerous: breaking or dangerous ones)",
        "exit 0 whatever the findings",
      ),
      flag(
        "--out <file>|<folder>",
        "write the report to this file (with --steps, one file per step into this folder); - is stdout",
        "print the report on stdout",
      ),
      flag(
        "--steps",
        "one report per step a client crosses between two catalog revisions (the GA line), or per consecutive pair " +
          "of a list of sides (spec files or revisions)",
        "off, one report from <from> to <to>",
      ),
      flag(
        "--lint",
        "also check each spec with Redocly's structural rule (as generate --lint does); its slips are warnings on stderr",
        "off, only the checks the comparison needs (version, names, path parameters)",
      ),
      outsideRefs,
      maxSize,
      strict,
      flag("--stats", "print one line on stderr when the run ends: reports, findings, seconds and peak memory", "off"),
      flag(
        "--clean",
        "with --out, also replace an existing file, or a folder revforge did not write",
        "off, such a target is refused (exit 2)",
      ),
    ],
    examples: [
      "revforge diff v1.yaml v2.yaml --format html --out changes.html",
      "revforge diff v1.json v2.json --format github --fail-on breaking",
      "revforge diff v1.json v2.json v3.json --steps --out reports",
    ],
    writes: true,
  },
  revisions: {
    usage: "revforge revisions [--config <file>]",
    summary:
      "The config's revisions as a table: each revision's status, release date, end of support and number of " +
      "breaking changes (from the config's catalog).",
    flags: [config("the config whose revisions are listed")],
    examples: ["revforge revisions", "revforge revisions --config api/revforge.config.json | grep deprecated"],
    writes: false,
  },
  upgrade: {
    usage:
      "revforge upgrade --from <revision> --to <revision> [--config <file>] [--project <tsconfig.json>] [--write] [--json] [--allow-outside-refs] [--max-size <MiB>] [paths...]",
    summary:
      "Moves your code from one revision of the generated package to a newer one, through the declared changes and " +
      "the type checker: a unified diff and a summary, or with --write the files replaced; what it cannot rewrite " +
      "safely is marked `// revforge upgrade <to>: <manual step>` (exit 1 while any remain).",
    flags: [
      flag("--from <revision>", "the revision the code is written for (a config's id)", "required"),
      flag("--to <revision>", "the newer revision to move it to (a config's id, or latest)", "required"),
      config("the config: the package, its revisions and the declared changes (`changes`) the rewrites follow"),
      flag(
        "--project <tsconfig.json>",
        "the project, read through its tsconfig with the type checker",
        "./tsconfig.json",
      ),
      flag(
        "--write",
        "replace each changed file (atomically); files without uses are not touched",
        "off, print the diff and change nothing",
      ),
      flag(
        "--json",
        "print the summary as JSON (sites per change, manual steps) instead of the diff and the text",
        "off",
      ),
      outsideRefs,
      maxSize,
    ],
    examples: [
      "revforge upgrade --from 2023-09-15 --to 2024-05-15",
      "revforge upgrade --from 2023-09-15 --to latest --project app/tsconfig.json --write src/api",
    ],
    writes: false,
  },
} satisfies Record<string, CommandHelp>;

export type CommandName = keyof typeof commandHelp;

/** `--out <dir>` -> `out`. */
type FlagName<F> = F extends `--${infer Name} ${string}` ? Name : F extends `--${infer Name}` ? Name : never;
/** A flag without a placeholder is a switch, `<MiB>` takes a number, any other placeholder a string. */
type KindOf<F> = F extends `${string} <MiB>` ? "number" : F extends `${string} ${string}` ? "string" : "boolean";
export type FlagKinds<N extends CommandName> = {
  [F in (typeof commandHelp)[N]["flags"][number]["flag"] as FlagName<F>]: KindOf<F>;
};

/** What the parser of command `name` accepts (cli-args.ts `parseFlags`): the flags its help lists. */
export function flagKinds<N extends CommandName>(name: N): FlagKinds<N> {
  const kinds: Record<string, FlagKind> = {};
  for (const { flag } of commandHelp[name].flags) {
    const [option, value] = flag.split(" ");
    kinds[option!.slice(2)] = value === undefined ? "boolean" : value === "<MiB>" ? "number" : "string";
  }
  return kinds as FlagKinds<N>;
}

/** What the commands that write may replace, printed at the end of their help. */
const outputNote = [
  "output: a new folder or file, or a folder revforge wrote before (its stamp.json lists the files written);",
  "  --clean also replaces an existing file, a folder revforge did not write, or files added to one",
].join("\n");

/** The exit codes of every command, listed in the main help and at the end of each command's. */
const exitCodes = [
  "exit codes:",
  "  0  done",
  "  1  failed: a broken spec, files that differ under --check, findings at the --fail-on level, manual steps left",
  "  2  usage error: a bad argument, a refused output target",
].join("\n");

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
  const lines = [`usage: ${help.usage}`, "", ...wrap(help.summary, ""), "", "flags:"];
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
