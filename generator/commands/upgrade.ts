/**
 * `revforge upgrade` (README.md, "revforge upgrade"): the consumer's code moved to a newer revision by the config's
 * declared changes (generator/upgrade/). Exit 1 while manual steps remain.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { commandConfig, mebibytes, parseFlags, UsageError } from "../cli-args.js";
import { specFileOf } from "../config/index.js";
import { upgradeProject } from "../upgrade/index.js";
import { manualLeft, summaryJson, summaryLines, unifiedDiff, writeChanged } from "../upgrade/output.js";
import { flagKinds } from "./usage.js";

export async function upgradeCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const { flags, positionals } = parseFlags(argv, flagKinds("upgrade"), {
    min: 0,
    max: Number.POSITIVE_INFINITY,
    names: "[paths...]",
  });
  if (flags.from === undefined || flags.to === undefined) throw new UsageError("--from and --to are required");
  // The package, its revisions and the declared changes: the config's, as for generate.
  const config = await commandConfig(flags.config);
  if (config.changes === undefined)
    throw new UsageError(
      `${path.relative(process.cwd(), config.file) || config.file} has no "changes": the upgrade rewrites code by the declared changes`,
    );
  const { catalog } = config;
  const ids = catalog.revisions.map((r) => r.id);
  const revision = (flag: string, value: string) => {
    const id = value === "latest" ? catalog.latest : value;
    if (!ids.includes(id))
      throw new UsageError(`--${flag} ${JSON.stringify(value)} is not a revision of the config (${ids.join(", ")})`);
    return id;
  };
  const from = revision("from", flags.from);
  const to = revision("to", flags.to);
  if (ids.indexOf(from) >= ids.indexOf(to))
    throw new UsageError(`--to ${to} must be newer than --from ${from}: an upgrade goes to a later revision`);
  // An empty path resolves to the current folder: the line would name no file at all.
  if (flags.project === "") throw new UsageError('--project needs a tsconfig.json file, got ""');
  const project = path.resolve(flags.project ?? "tsconfig.json");
  if (!existsSync(project) || !statSync(project).isFile())
    throw new UsageError(`no tsconfig at ${flags.project ?? "tsconfig.json"} (give the project with --project)`);
  for (const p of positionals) if (!existsSync(p)) throw new UsageError(`no file or folder ${JSON.stringify(p)}`);
  const result = await upgradeProject({
    catalog,
    changesDir: config.changes,
    specFile: specFileOf(config),
    packageName: config.package.name,
    from,
    to,
    project,
    paths: positionals,
    // The revisions' specs are read as generate reads them, with the same two limits.
    load: { allowOutsideRefs: flags["allow-outside-refs"], maxBytes: mebibytes(flags["max-size"]) },
  });
  const cwd = process.cwd();
  if (flags.write) writeChanged(result.changed);
  if (flags.json) log(JSON.stringify(summaryJson(result, cwd, flags.write === true), null, 2));
  else if (!flags.write)
    for (const c of result.changed) {
      const diff = unifiedDiff(path.relative(cwd, c.file) || c.file, c.before, c.after);
      if (diff) log(diff.replace(/\n$/, ""));
    }
  if (!flags.json) for (const line of summaryLines(result, cwd, flags.write === true)) log(line);
  return manualLeft(result) ? 1 : 0;
}
