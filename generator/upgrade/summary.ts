/** The summary after the diff or the writes, and the exit code (generator/upgrade/README.md). */
import path from "node:path";
import { remember } from "../run-context.js";
import type { UpgradeResult } from "./index.js";

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

export const manualLeft = (result: UpgradeResult): boolean => result.marked.some((m) => m.steps.length > 0);
