/**
 * `revforge upgrade --from <revision> --to <revision> [--project <tsconfig.json>] [--write] [paths...]`: moves the
 * consumer's code from one revision of the generated package to a newer one (generator/upgrade/). Without `--write`
 * it prints a unified diff and the summary and changes nothing; with it, the changed files are replaced atomically.
 * Exit 0 when nothing is left to do by hand, 1 while manual steps remain (each marked in the code), 2 for a bad
 * argument.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseFlags, UsageError } from "../cli-args.js";
import { readCatalog } from "../load/catalog.js";
import { specsDir } from "../load/spec-files.js";
import { revisionSpecFile } from "../report/catalog-text.js";
import { upgradeProject } from "../upgrade/index.js";
import { unifiedDiff } from "../upgrade/diff-print.js";
import { manualLeft, summaryLines } from "../upgrade/summary.js";
import { writeChanged } from "../upgrade/write.js";

/** The generated package: its package.json names the module the consumer imports. */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../generated/client");

export async function upgradeCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const { flags, positionals } = parseFlags(
    argv,
    { from: "string", to: "string", project: "string", write: "boolean" },
    { min: 0, max: Number.POSITIVE_INFINITY, names: "[paths...]" },
  );
  if (flags.from === undefined || flags.to === undefined) throw new UsageError("--from and --to are required");
  const catalog = readCatalog();
  const ids = catalog.revisions.map((r) => r.id);
  const revision = (flag: string, value: string) => {
    const id = value === "latest" ? catalog.latest : value;
    if (!ids.includes(id))
      throw new UsageError(`--${flag} ${JSON.stringify(value)} is not a revision of the catalog (${ids.join(", ")})`);
    return id;
  };
  const from = revision("from", flags.from);
  const to = revision("to", flags.to);
  if (ids.indexOf(from) >= ids.indexOf(to))
    throw new UsageError(`--to ${to} must be newer than --from ${from}: an upgrade goes to a later revision`);
  const project = path.resolve(flags.project ?? "tsconfig.json");
  if (!existsSync(project) || !statSync(project).isFile())
    throw new UsageError(`no tsconfig at ${flags.project ?? "tsconfig.json"} (give the project with --project)`);
  for (const p of positionals) if (!existsSync(p)) throw new UsageError(`no file or folder ${JSON.stringify(p)}`);
  // The declarations and the generated package are this repository's (a config file is to name them elsewhere).
  const changesDir = path.join(specsDir, "changes");
  const packageJson = path.join(packageDir, "package.json");
  for (const needed of [changesDir, packageJson])
    if (!existsSync(needed))
      throw new Error(
        `${needed} is missing: revforge upgrade reads specs/changes and generated/client of revforge's repository`,
      );
  const packageName = (JSON.parse(readFileSync(packageJson, "utf8")) as { name: string }).name;
  const result = await upgradeProject({
    catalog,
    changesDir,
    specFile: (id) => revisionSpecFile(id),
    packageName,
    from,
    to,
    project,
    paths: positionals,
  });
  const cwd = process.cwd();
  if (flags.write) writeChanged(result.changed);
  else
    for (const c of result.changed) {
      const diff = unifiedDiff(path.relative(cwd, c.file) || c.file, c.before, c.after);
      if (diff) log(diff.replace(/\n$/, ""));
    }
  for (const line of summaryLines(result, cwd, flags.write === true)) log(line);
  return manualLeft(result) ? 1 : 0;
}
