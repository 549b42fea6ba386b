/**
 * Stripe-shaped spec pairs (scripts/fixtures/stripe-shaped.ts) written as JSON files for diff-recursive: a document
 * whose resources are all one cycle, and the same document a month later. Files are created, never replaced.
 */
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { aMonthLater, stripeShaped } from "../../fixtures/stripe-shaped.js";

export interface WrittenPair {
  label: string;
  files: [string, string];
  /** Size of the base document in bytes. */
  bytes: number;
  schemas: number;
}

/** Writes `<dir>/<label>-base.json` and `<dir>/<label>-revision.json` with `schemas` resources in one cycle. */
export function writeStripeShaped(dir: string, label: string, schemas: number): WrittenPair {
  const base = stripeShaped({ schemas });
  const files: [string, string] = [path.join(dir, `${label}-base.json`), path.join(dir, `${label}-revision.json`)];
  writeFileSync(files[0], JSON.stringify(base), { flag: "wx" });
  writeFileSync(files[1], JSON.stringify(aMonthLater(base)), { flag: "wx" });
  return { label, files, bytes: statSync(files[0]).size, schemas };
}
