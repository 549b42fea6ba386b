/**
 * Helpers for the load-stage tests: run loadSpec and return its one-line message (or "loaded"), and make scratch
 * folders for the inputs that cannot be committed (FIFOs, symlinks, invalid bytes, huge files).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LoadError, loadSpec, type LoadOptions } from "../../generator/load/index.js";

export const FIXTURES = "test/fixtures/load";
export const BAD = `${FIXTURES}/bad`;

/** The LoadError message of loading `file`, or "loaded". Anything but a LoadError fails the test. */
export async function failure(file: string, options?: LoadOptions): Promise<string> {
  try {
    await loadSpec(file, options);
    return "loaded";
  } catch (error) {
    if (!(error instanceof LoadError)) throw new Error(`not a LoadError: ${String(error)}`);
    return error.message;
  }
}

/** A fresh folder under the OS temp dir; `remove()` deletes it. */
export function scratch(): { dir: string; rel: (name: string) => string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "revforge-load-"));
  return {
    dir,
    rel: (name) => path.relative(process.cwd(), path.join(dir, name)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const HEADER = 'openapi: 3.1.0\ninfo:\n  title: t\n  version: "1"\n';
