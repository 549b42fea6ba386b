/** The command's output: the unified diff, the writes, the summary and the exit code (generator/upgrade/README.md). */
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from "diff";
import { writeFileAtomic } from "../output/write-file.js";
import { remember } from "../run-context.js";
import type { ChangedFile, UpgradeResult } from "./index.js";

export function unifiedDiff(file: string, before: string, after: string): string {
  const patch = structuredPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, { context: 3 });
  return patch.hunks.length === 0 ? "" : formatPatch(patch, FILE_HEADERS_ONLY);
}

/** `--write`: each changed file replaced atomically, with its permissions, through a symbolic link. */
export function writeChanged(files: readonly ChangedFile[]): void {
  for (const f of files) {
    const target = realpathSync(f.file);
    writeFileAtomic(target, f.after, statSync(target).mode & 0o7777);
  }
}

export function summaryLines(result: UpgradeResult, cwd: string, wrote: boolean): string[] {
  const { files, specifiers, changes, manual } = summaryJson(result, cwd, wrote);
  const lines = [
    `revforge upgrade ${result.from} -> ${result.to}: ${files.length === 0 ? "nothing to change" : `${files.length} ${files.length === 1 ? "file" : "files"} ${wrote ? "written" : "to change"}`}`,
    ...files.map((f) => `  ${f}`),
  ];
  if (specifiers > 0)
    lines.push(`entry point: ${specifiers} module specifier${specifiers === 1 ? "" : "s"} moved to ${result.to}`);
  if (changes.length > 0) {
    lines.push("sites, by change: rewritten / flagged by the assistant / flagged by the type checker");
    const width = Math.max(...changes.map((c) => c.change.length));
    for (const c of changes) lines.push(`  ${c.change.padEnd(width)}  ${c.rewritten} / ${c.flagged} / ${c.net}`);
  }
  if (manual.length === 0) lines.push("manual steps: none");
  else {
    lines.push(`manual steps: ${manual.length} (marked \`// revforge upgrade ${result.to}: ...\` in the code)`);
    for (const m of manual) lines.push(`  ${m.file}:${m.line}${m.change ? ` ${m.change}` : ""}: ${m.step}`);
  }
  return lines;
}

/** The summary as data (`--json`): the same counts and manual steps. */
export function summaryJson(result: UpgradeResult, cwd: string, wrote: boolean) {
  const rel = (f: string) => path.relative(cwd, f) || f;
  return {
    from: result.from,
    to: result.to,
    files: result.changed.map((c) => rel(c.file)),
    written: wrote,
    specifiers: result.specifiers,
    changes: countsByChange(result),
    manual: result.marked.flatMap((m) => m.steps.map((s) => ({ file: rel(m.file), ...s }))),
  };
}

/** A change's sites (distinct lines) as rewritten, flagged by a rewrite, and flagged by the type checker's net. */
function countsByChange(result: UpgradeResult) {
  const sites = new Map<string, { rewritten: Set<string>; flagged: Set<string>; net: Set<string> }>();
  for (const o of result.outcomes) {
    const change = o.change === "" ? "(the type changed)" : o.change;
    const s = remember(sites, change, () => ({ rewritten: new Set(), flagged: new Set(), net: new Set() }));
    (o.manual === undefined ? s.rewritten : o.net ? s.net : s.flagged).add(`${o.file}:${o.line}`);
  }
  return [...sites].map(([change, s]) => ({
    change,
    rewritten: s.rewritten.size,
    flagged: s.flagged.size,
    net: s.net.size,
  }));
}

/** Manual steps remain (`marked` lists only the files that have some). */
export const manualLeft = (result: UpgradeResult): boolean => result.marked.length > 0;
