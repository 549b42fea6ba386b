/**
 * Counts of a corpus run, and each failure put in a class named after the part of revforge it concerns (the loader's
 * refusals by reason, a crash of generate, the compile, the import, the diff's findings by rule), with one example.
 */
import type { Check, DocumentResult } from "./result.js";

export interface Counts {
  documents: number;
  generated: number;
  compiled: number;
  imported: number;
  /** Every operation called, each request where its path says. */
  called: number;
  /** Operations called, over the documents. */
  calls: number;
  selfDiffZero: number;
  removalCaught: number;
  refused: number;
  /** openapi-typescript produced types. */
  yardstick: number;
  /** openapi-typescript produced types but our package does not compile or import. */
  behindYardstick: number;
}

export function countResults(results: DocumentResult[]): Counts {
  const n = (f: (r: DocumentResult) => boolean | undefined) => results.filter((r) => f(r) === true).length;
  return {
    documents: results.length,
    generated: n((r) => r.generate.ok),
    compiled: n((r) => r.compiled?.ok),
    imported: n((r) => r.imported?.ok),
    called: n((r) => r.called?.ok),
    calls: results.reduce((sum, r) => sum + (r.called?.calls ?? 0), 0),
    selfDiffZero: n((r) => r.selfDiff.ok),
    removalCaught: n((r) => r.removal.ok),
    refused: n((r) => r.generate.refused),
    yardstick: n((r) => r.yardstick.ok),
    behindYardstick: n((r) => r.yardstick.ok && !(r.compiled?.ok === true && r.imported?.ok === true)),
  };
}

/**
 * The generation time over openapi-typescript's (wall-clock, or CPU with `cpu`), summed over the documents both
 * typed, and the median of the per-document ratios.
 */
export function timeRatio(
  results: DocumentResult[],
  cpu = false,
): { total: number; median: number; documents: number } | undefined {
  const time = (c: Check) => (cpu ? c.cpuMs : c.ms);
  const both = results.filter((r) => r.generate.ok && r.yardstick.ok && time(r.generate) && time(r.yardstick));
  if (both.length === 0) return undefined;
  const sum = (f: (r: DocumentResult) => number) => both.reduce((s, r) => s + f(r), 0);
  const ratios = both.map((r) => time(r.generate)! / time(r.yardstick)!).sort((a, b) => a - b);
  return {
    total: sum((r) => time(r.generate)!) / sum((r) => time(r.yardstick)!),
    median: ratios[Math.floor(ratios.length / 2)]!,
    documents: both.length,
  };
}

export interface Failure {
  id: string;
  /** The class (`load: path characters`, `compile`, `self-diff: <rule>`...). */
  kind: string;
  message: string;
}

/** Every failed check of every document, the first failing check of a document first. */
export function failures(results: DocumentResult[]): Failure[] {
  const out: Failure[] = [];
  for (const r of results) {
    const add = (kind: string, check: Check | undefined) =>
      out.push({ id: r.id, kind, message: check?.message ?? "failed" });
    if (r.timedOut !== undefined) {
      add(`timeout in ${r.timedOut}`, r.generate);
      continue;
    }
    if (!r.generate.ok) add(generateKind(r.generate), r.generate);
    if (r.imported && !r.imported.ok) add("import", r.imported);
    if (r.called && !r.called.ok) add("calls", r.called);
    if (r.compiled && !r.compiled.ok) add("compile", r.compiled);
    if (!r.selfDiff.ok)
      add(r.selfDiff.findings ? `self-diff: ${r.selfDiff.message!.split(":")[0]}` : "self-diff: error", r.selfDiff);
    if (!r.removal.ok)
      add(r.removal.removed && /^no /.test(r.removal.message ?? "") ? "removal: missed" : "removal: error", r.removal);
  }
  return out;
}

function generateKind(check: DocumentResult["generate"]): string {
  const m = check.message ?? "";
  if (/process ended|threw/.test(m)) return "generate: process ended";
  if (!check.refused) return "generate: error";
  return refusalKind(m) ?? "load: other refusal";
}

/** The class of a refusal the loader or the model makes for a reason the issue names; undefined for any other. */
function refusalKind(message = ""): string | undefined {
  if (/not allowed in a path/.test(message)) return "load: path characters";
  if (/2\^53|integer beyond/.test(message)) return "load: int64 numbers";
  if (/larger than|max-size|MiB/.test(message)) return "load: size";
  if (/must start with \/|invalid template parameter/.test(message)) return "load: paths and operationIds";
  return undefined;
}

/** The failures by class: count and first example, the largest class first. */
export function byKind(list: Failure[]): { kind: string; count: number; example: Failure }[] {
  const groups = new Map<string, Failure[]>();
  for (const f of list) groups.set(f.kind, [...(groups.get(f.kind) ?? []), f]);
  return [...groups]
    .map(([kind, fs]) => ({ kind, count: fs.length, example: fs[0]! }))
    .sort((a, b) => b.count - a.count || (a.kind < b.kind ? -1 : 1));
}
