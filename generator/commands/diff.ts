/**
 * `revforge diff <from> <to>`: the breaking-change report between two revisions (ids of the config's revisions, or
 * `latest`; see revisionSet) or two OpenAPI 3.0/3.1 files, as Markdown (default), JSON, self-contained HTML or GitHub Actions annotations.
 * `--fail-on breaking|dangerous` exits 1 when such findings exist (after printing the report), for CI gates;
 * `--out <file>` writes the report atomically instead of printing it: a new file, or with `--clean` over an existing
 * one (output/target.ts says where a command may write).
 *
 * `--steps` (two catalog revisions): one report per step a client crosses between them (the GA line, as the upgrade
 * guide walks it), made in one process that loads each revision once: Markdown and annotations one after another,
 * JSON as an array of reports, and with `--out <folder>` one file per step, `<from>..<to>.<ext>` as in
 * generated/reports, written as one stamped folder (replaced as a whole on the next run). Every report is made before
 * anything is written.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseFlags, UsageError } from "../cli-args.js";
import { ConfigError, loadConfig, type ResolvedConfig } from "../config/index.js";
import { findConfig } from "../config/read.js";
import { revisionChain } from "../diff/catalog.js";
import type { DiffReport } from "../diff/types.js";
import { readCatalog, type Catalog } from "../load/catalog.js";
import type { LoadedSpec } from "../load/index.js";
import { specsDir } from "../load/spec-files.js";
import { revisionSpecFile } from "../report/catalog-text.js";
import { checkTarget, type TargetRequest } from "../output/target.js";
import { writeFileAtomic } from "../output/write-file.js";
import { writeTree } from "../output/write-tree.js";
import { loadEngine } from "../report/engine.js";
import { renderJson } from "../report/json.js";
import { renderReport, reportFormats, type ReportFormat } from "../report/render.js";
import { severities } from "../report/view.js";
import { specFilesRead } from "./files-read.js";

const failLevels = ["breaking", "dangerous"] as const;
const revisionLike = /^\d{4}-\d{2}-\d{2}(\.pre)?$/;
const extensions: Record<ReportFormat, string> = { md: "md", json: "json", html: "html", github: "txt" };

export async function diffCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const { flags, positionals } = parseFlags(
    argv,
    { format: "string", "fail-on": "string", out: "string", steps: "boolean", clean: "boolean", config: "string" },
    { min: 2, max: 2, names: "<from> <to> (revision ids or spec files)" },
  );
  const format = oneOf("format", flags.format ?? "md", reportFormats);
  const failOn = flags["fail-on"] === undefined ? undefined : oneOf("fail-on", flags["fail-on"], failLevels);
  if (flags.out !== undefined) {
    if (/[\\:\0]/.test(flags.out) || (!flags.steps && flags.out.endsWith("/")))
      throw new UsageError(`refusing --out ${JSON.stringify(flags.out)}: not a portable file path`);
  } else if (flags.clean) throw new UsageError("--clean goes with --out");
  if (flags.steps && format === "html" && flags.out === undefined)
    throw new UsageError("--steps --format html writes one page per step: give --out <folder>");
  const revisions = await revisionSet(flags.config);
  const { catalog } = revisions;
  const [from, to] = positionals.map((arg) => resolveSide(arg, revisions)) as [Side, Side];
  const pairs = flags.steps ? steps(from, to, revisions) : [{ from, to }];
  // The catalog's folder is read too (the catalog, the declared changes, the diff's renames and waivers).
  const reads = [from.file, to.file, ...revisions.reads];
  const target: Omit<TargetRequest, "inputs"> | undefined =
    flags.out === undefined
      ? undefined
      : { given: flags.out, kind: flags.steps ? "folder" : "file", clean: flags.clean };
  if (target) checkTarget({ ...target, inputs: reads });
  // One load per spec: the diffs and the shim index read the same revisions. The declared changes that handle
  // findings are compiled for the range diffed only (catalog revisions), not for the whole catalog, which would read
  // every revision.
  const range = from.revision && to.revision ? { from: from.revision, to: to.revision } : undefined;
  const cache = new Map<string, Promise<LoadedSpec>>();
  const engine = await loadEngine({ cache }, range, { specsDir: revisions.specsDir });
  const reports: DiffReport[] = [];
  for (const { from: a, to: b } of pairs)
    reports.push({ ...(await engine.diffSpecs(a.file, b.file)), from: a.label, to: b.label });
  const texts = reports.map((report) => renderReport(format, report, { catalog }));
  const total = { breaking: 0, dangerous: 0, safe: 0 };
  for (const { summary } of reports) for (const level of severities) total[level] += summary[level];
  const counts = `${total.breaking} breaking, ${total.dangerous} dangerous, ${total.safe} safe`;
  if (target === undefined) {
    // Several JSON reports make one JSON array; the other formats read well one after another.
    const text = flags.steps && format === "json" ? renderJson(reports) : texts.join(format === "md" ? "\n" : "");
    if (text) log(text.replace(/\n$/, ""));
  } else {
    // Checked again with every file the run read: a `$ref` may have reached the target.
    const real = checkTarget({ ...target, inputs: [...reads, ...(await specFilesRead(cache))] });
    if (flags.steps) {
      writeTree(real, new Map(reports.map((r, i) => [`${r.from}..${r.to}.${extensions[format]}`, texts[i]!])));
      log(`wrote ${reports.length} reports to ${flags.out} (${counts})`);
    } else {
      writeFileAtomic(real, texts[0]!);
      log(`wrote ${flags.out} (${counts})`);
    }
  }
  const failing = failOn === undefined ? 0 : total.breaking + (failOn === "dangerous" ? total.dangerous : 0);
  if (failing > 0)
    throw new Error(
      `${from.label} to ${to.label}: ${counts} (--fail-on ${failOn} fails on ${failing} finding${failing === 1 ? "" : "s"})`,
    );
  return 0;
}

/** The consecutive pairs of the revisions a client crosses from `from` to `to` (diff/catalog.ts revisionChain). */
function steps(from: Side, to: Side, revisions: RevisionSet): { from: Side; to: Side }[] {
  if (!from.revision || !to.revision) throw new UsageError("--steps goes with two catalog revisions, not spec files");
  if (from.revision === to.revision)
    throw new UsageError(`--steps needs two different revisions, got ${from.revision} twice`);
  const chain = revisionChain(revisions.catalog, from.revision, to.revision).map((id) => resolveSide(id, revisions));
  return chain.slice(1).map((side, i) => ({ from: chain[i]!, to: side }));
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(", ")}; got ${JSON.stringify(value)}`);
}

interface Side {
  file: string;
  label: string;
  /** Set when the side is a catalog revision. */
  revision?: string;
}

/**
 * The revisions `<from>` and `<to>` may name: the config's (the current folder's, or `--config`), else those of
 * revforge's own specs/ folder when it has one (a checkout of this repository); none in an installed package.
 */
interface RevisionSet {
  catalog: Catalog;
  specFile(id: string): string;
  /** The catalog's folder, for the diff's change history; null when the revisions have no catalog file. */
  specsDir: string | null;
  /** What the run reads besides the two specs. */
  reads: string[];
}

async function revisionSet(configFile: string | undefined): Promise<RevisionSet> {
  const file = configFile ?? findConfig(process.cwd());
  if (file !== undefined) {
    let config: ResolvedConfig;
    try {
      config = await loadConfig({ file });
    } catch (error) {
      if (configFile !== undefined && error instanceof ConfigError && /not found$/.test(error.detail))
        throw new UsageError(`--config ${configFile}: ${error.detail}`);
      throw error;
    }
    const specs = new Map(config.revisions.map((r) => [r.id, r.spec]));
    return {
      catalog: config.catalog,
      specFile: (id) => specs.get(id)!,
      specsDir: config.catalogFile ? path.dirname(config.catalogFile) : null,
      reads: [config.file, ...(config.catalogFile ? [path.dirname(config.catalogFile)] : [])],
    };
  }
  if (!existsSync(path.join(specsDir, "revisions.yaml")))
    return { catalog: { latest: "", revisions: [] }, specFile: revisionSpecFile, specsDir: null, reads: [] };
  return { catalog: readCatalog(), specFile: (id) => revisionSpecFile(id), specsDir, reads: [specsDir] };
}

/** A revision id (or `latest`) is its spec; anything else is a spec file. */
export function resolveSide(arg: string, revisions: RevisionSet): Side {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(arg))
    throw new UsageError(`refusing to fetch ${arg}: remote specs are not loaded; download it and pass the file`);
  const { catalog } = revisions;
  const id = arg === "latest" && catalog.latest ? catalog.latest : arg;
  if (catalog.revisions.some((r) => r.id === id)) return { file: revisions.specFile(id), label: id, revision: id };
  if (revisionLike.test(arg) && catalog.revisions.length > 0)
    throw new Error(
      `unknown revision ${JSON.stringify(arg)}: the catalog has ${catalog.revisions.map((r) => r.id).join(", ")} (or pass a spec file)`,
    );
  const file = path.resolve(arg);
  const label = path.relative(process.cwd(), file).split(path.sep).join("/") || arg;
  // A catalog spec given by its path is still that revision (its label stays the path the user gave).
  const revision = catalog.revisions.find((r) => path.resolve(revisions.specFile(r.id)) === file)?.id;
  return { file, label, ...(revision && { revision }) };
}
