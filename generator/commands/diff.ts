/**
 * `revforge diff <from> <to>`: the breaking-change report between two revisions (catalog ids, or `latest`) or two
 * OpenAPI 3.0/3.1 files, as Markdown (default), JSON, self-contained HTML or GitHub Actions annotations.
 * `--fail-on breaking|dangerous` exits 1 when such findings exist (after printing the report), for CI gates;
 * `--out <file>` writes the report atomically inside the current folder instead of printing it.
 */
import path from "node:path";
import { parseFlags, UsageError } from "../cli-args.js";
import { readCatalog, type Catalog } from "../load/catalog.js";
import { revisionSpecFile } from "../report/catalog-text.js";
import { insideCwd, writeFileAtomic } from "../output/write-file.js";
import { loadEngine } from "../report/engine.js";
import { renderReport, reportFormats, type ReportFormat } from "../report/render.js";

const failLevels = ["breaking", "dangerous"] as const;
const revisionLike = /^\d{4}-\d{2}-\d{2}(\.pre)?$/;

export async function diffCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const { flags, positionals } = parseFlags(
    argv,
    { format: "string", "fail-on": "string", out: "string" },
    { min: 2, max: 2, names: "<from> <to> (revision ids or spec files)" },
  );
  const format = oneOf("format", flags.format ?? "md", reportFormats);
  const failOn = flags["fail-on"] === undefined ? undefined : oneOf("fail-on", flags["fail-on"], failLevels);
  if (flags.out !== undefined) {
    if (/[\\:\0]/.test(flags.out) || flags.out.endsWith("/"))
      throw new UsageError(`refusing --out ${JSON.stringify(flags.out)}: not a portable file path`);
    if (!insideCwd(flags.out)) throw new UsageError(`refusing to write outside the current folder: ${flags.out}`);
  }
  const catalog = readCatalog();
  const [from, to] = positionals.map((arg) => resolveSide(arg, catalog)) as [Side, Side];
  // One load per spec: the diff and the shim index of the pair read the same two revisions.
  const engine = await loadEngine({ cache: new Map() }, true);
  const report = { ...(await engine.diffSpecs(from.file, to.file)), from: from.label, to: to.label };
  const text = await renderReport(format, report, { catalog });
  const counts = `${report.summary.breaking} breaking, ${report.summary.dangerous} dangerous, ${report.summary.safe} safe`;
  if (flags.out !== undefined) {
    writeFileAtomic(flags.out, text);
    log(`wrote ${flags.out} (${counts})`);
  } else if (text) log(text.replace(/\n$/, ""));
  const failing =
    failOn === undefined ? 0 : report.summary.breaking + (failOn === "dangerous" ? report.summary.dangerous : 0);
  if (failing > 0)
    throw new Error(
      `${from.label} to ${to.label}: ${counts} (--fail-on ${failOn} fails on ${failing} finding${failing === 1 ? "" : "s"})`,
    );
  return 0;
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(", ")}; got ${JSON.stringify(value)}`);
}

interface Side {
  file: string;
  label: string;
}

/** A catalog revision id (or `latest`) is its spec under specs/; anything else is a spec file. */
export function resolveSide(arg: string, catalog: Catalog): Side {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(arg))
    throw new UsageError(`refusing to fetch ${arg}: remote specs are not loaded; download it and pass the file`);
  const id = arg === "latest" ? catalog.latest : arg;
  if (catalog.revisions.some((r) => r.id === id)) return { file: revisionSpecFile(id), label: id };
  if (revisionLike.test(arg))
    throw new Error(
      `unknown revision ${JSON.stringify(arg)}: the catalog has ${catalog.revisions.map((r) => r.id).join(", ")} (or pass a spec file)`,
    );
  const file = path.resolve(arg);
  return { file, label: path.relative(process.cwd(), file).split(path.sep).join("/") || arg };
}
