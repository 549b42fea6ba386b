/**
 * The summary after the diff (or after writing): the files changed, the module specifiers moved, the sites each
 * declared change rewrote, and every manual step still marked in the code, `file:line`, change and step. The exit
 * code follows the last: 0 when nothing is left to do by hand, 1 while any manual step remains.
 */
import path from "node:path";
import type { UpgradeResult } from "./index.js";

export function summaryLines(result: UpgradeResult, cwd: string, wrote: boolean): string[] {
  const rel = (f: string) => path.relative(cwd, f) || f;
  const lines: string[] = [];
  const files = result.changed.map((c) => rel(c.file));
  lines.push(
    `revforge upgrade ${result.from} -> ${result.to}: ${files.length === 0 ? "nothing to change" : `${files.length} ${files.length === 1 ? "file" : "files"} ${wrote ? "written" : "to change"}`}`,
  );
  for (const f of files) lines.push(`  ${f}`);
  if (result.specifiers > 0)
    lines.push(
      `entry point: ${result.specifiers} module specifier${result.specifiers === 1 ? "" : "s"} moved to ${result.to}`,
    );
  const sites = new Map<string, Set<string>>();
  for (const o of result.outcomes)
    if (o.manual === undefined) {
      let s = sites.get(o.change);
      if (s === undefined) sites.set(o.change, (s = new Set()));
      s.add(`${o.file}:${o.line}`);
    }
  if (sites.size > 0) {
    lines.push("rewritten, by change:");
    const width = Math.max(...[...sites.keys()].map((k) => k.length));
    for (const [change, s] of sites) lines.push(`  ${change.padEnd(width)}  ${s.size} site${s.size === 1 ? "" : "s"}`);
  }
  const manual = result.marked.flatMap((m) => m.steps.map((s) => ({ file: rel(m.file), ...s })));
  if (manual.length === 0) lines.push("manual steps: none");
  else {
    lines.push(`manual steps: ${manual.length} (marked \`// revforge upgrade ${result.to}: ...\` in the code)`);
    for (const m of manual) lines.push(`  ${m.file}:${m.line}${m.change ? ` ${m.change}` : ""}: ${m.step}`);
  }
  return lines;
}

export const manualLeft = (result: UpgradeResult): boolean => result.marked.some((m) => m.steps.length > 0);
