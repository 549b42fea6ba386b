/**
 * The usage line of every command, apart from the commands themselves so that the CLI can print them (and load only
 * the one command it runs: a command's module pulls in its whole stage, the diff engine's rules or ts-morph).
 * `--clean` lets a command replace what revforge did not write (output/target.ts); the note under the usage says so.
 */
export const generateUsage =
  "revforge generate [--check] [--spec <file> --out <dir>] [--clean] [--allow-outside-refs] [--max-size <MiB>] [--quiet]";
export const diffUsage =
  "revforge diff <from> <to> [--steps] [--format md|json|html|github] [--fail-on breaking|dangerous] [--out <file>|<folder> [--clean]]";
/** What the commands that write may replace, printed under their usage by --help. */
export const outputNote = [
  "output: a new folder or file, or a folder revforge wrote before (its stamp.json lists the files written);",
  "  --clean also replaces an existing file, a folder revforge did not write, or files added to one",
].join("\n");
export const revisionsUsage = "revforge revisions";
export const upgradeUsage =
  "revforge upgrade --from <revision> --to <revision> [--project <tsconfig.json>] [--write] [paths...]";
