/**
 * What `import { generate, diff } from "revforge"` gives (package.json `exports`: dist/generator/api.mjs, declared by
 * dist/types/generator/api.d.ts). For now a thin layer over what the command line runs: `generate` makes the package
 * of one OpenAPI document, `diff` compares two. The API proper (config files, typed errors) replaces this body.
 */
import path from "node:path";
import type { DiffReport } from "./diff/types.js";
import { generateClientPackage } from "./index.js";
import { checkTarget, type TargetRequest } from "./output/target.js";
import { writeTree } from "./output/write-tree.js";
import { loadEngine } from "./report/engine.js";

export type { DiffReport, Finding } from "./diff/types.js";

export interface GenerateResult {
  /** The folder written. */
  out: string;
  /** The files written, relative to `out`. */
  files: string[];
}

/** The client package of one OpenAPI document, written to `out` as `revforge generate --spec --out` writes it. */
export async function generate(options: { spec: string; out: string; clean?: boolean }): Promise<GenerateResult> {
  const spec = path.resolve(options.spec);
  const target: TargetRequest = { given: options.out, kind: "folder", clean: options.clean, inputs: [spec] };
  checkTarget(target);
  const tree = await generateClientPackage([{ file: spec, name: "api", isDefault: true }]);
  const out = checkTarget(target);
  writeTree(out, tree);
  return { out, files: [...tree.keys()] };
}

/** The breaking-change report between two OpenAPI documents (what `revforge diff a b --format json` prints). */
export async function diff(from: string, to: string): Promise<DiffReport> {
  return (await loadEngine()).diffSpecs(path.resolve(from), path.resolve(to));
}
