/**
 * One corpus run: every document's checks in the pool (pool.ts), the generated packages compiled in batches as they
 * come (compile.ts, one batch at a time beside the pool), each package removed once compiled unless `keep`.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { compilePackages, type Compiled } from "./compile.js";
import type { CorpusDocument } from "./documents.js";
import { runPool } from "./pool.js";
import type { DocumentResult } from "./result.js";

export interface CorpusOptions {
  jobs: number;
  /** An empty folder for the packages and variants. */
  work: string;
  /** Keep every document's folder after its checks. */
  keep?: boolean;
  /** Run openapi-typescript on each document too (default: yes). */
  yardstick?: boolean;
  onResult?: (result: DocumentResult, done: number, total: number) => void;
  /** A document whose package's compile check has run (its result complete). */
  onCompiled?: (result: DocumentResult) => void;
  /** A compile batch has ended. */
  onBatch?: () => void;
}

/** Packages per tsc run, and the bytes of their documents: a batch ends at whichever comes first. */
const batchPackages = 40;
const batchBytes = 12 * 1024 * 1024;

export async function runCorpus(docs: CorpusDocument[], options: CorpusOptions): Promise<DocumentResult[]> {
  const results: DocumentResult[] = new Array(docs.length);
  const dirs = new Map<string, string>();
  let pending: (Compiled & { bytes: number })[] = [];
  let compiling = Promise.resolve();
  let done = 0;
  const flush = () => {
    const batch = pending;
    pending = [];
    compiling = compiling.then(async () => {
      const checks = await compilePackages(batch, options.work);
      for (const p of batch) {
        const result = results.find((r) => r?.id === p.id)!;
        result.compiled = checks.get(p.id)!;
        options.onCompiled?.(result);
        if (!options.keep) rmSync(dirs.get(p.id)!, { recursive: true, force: true });
      }
      options.onBatch?.();
    });
  };
  await runPool(docs, {
    jobs: options.jobs,
    yardstick: options.yardstick ?? true,
    dirOf: (_doc, index) => path.join(options.work, String(index)),
    // Graph beta (47 MB) takes minutes where most documents take a second.
    allowance: (doc) => 120_000 + (doc.bytes / 1024 / 1024) * 30_000,
    onResult: (result, index) => {
      const { out, ...rest } = result;
      results[index] = rest;
      const dir = path.join(options.work, String(index));
      dirs.set(result.id, dir);
      if (out !== undefined) {
        pending.push({ id: result.id, out, bytes: docs[index]!.bytes });
        const bytes = pending.reduce((sum, p) => sum + p.bytes, 0);
        if (pending.length >= batchPackages || bytes >= batchBytes) flush();
      } else if (!options.keep) rmSync(dir, { recursive: true, force: true });
      options.onResult?.(rest, ++done, docs.length);
    },
  });
  flush();
  await compiling;
  return results;
}
