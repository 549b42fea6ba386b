/**
 * The usage line of every command, apart from the commands themselves so that the CLI can print them (and load only
 * the one command it runs: a command's module pulls in its whole stage, the diff engine's rules or ts-morph).
 */
export const generateUsage =
  "revforge generate [--check] [--spec <file> --out <dir>] [--allow-outside-refs] [--force-outside-root] [--max-size <MiB>] [--quiet]";
export const diffUsage =
  "revforge diff <from> <to> [--steps] [--format md|json|html|github] [--fail-on breaking|dangerous] [--out <file>|<folder>]";
export const revisionsUsage = "revforge revisions";
