/** A unified diff of one file (generator/upgrade/README.md). */
import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from "diff";

export function unifiedDiff(file: string, before: string, after: string): string {
  const patch = structuredPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, { context: 3 });
  return patch.hunks.length === 0 ? "" : formatPatch(patch, FILE_HEADERS_ONLY);
}
