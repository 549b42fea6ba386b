/**
 * Findings per pair from two builds of revforge, side by side, as a Markdown table:
 *
 *   node --import tsx scripts/bench/findings-before-after.ts <before-checkout> [<after-checkout>]
 *
 * Each checkout must be built (`npm ci` builds dist/); "after" defaults to the checkout this script is in. Both
 * builds diff exactly the same files, this checkout's, given as paths (not revision ids), so that only the engine
 * differs: every consecutive pair of the GA line of specs/revisions.yaml as written, the same pairs written
 * vendor-style by scripts/fixtures/vendor-style.ts (every $ref inlined, the version header a required parameter with
 * a default) into a temporary folder removed at the end, and GitHub Enterprise Server 3.17 → 3.18 → 3.19
 * (node_modules/@octokit/openapi). For each pair and build: the findings of `revforge diff <a> <b> --format json`
 * (total, breaking, dangerous) and, on the vendor-style pairs, how many of them are about the version header (the
 * header parameter `revision` that vendor-style.ts writes).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { specsDir } from "../../generator/load/spec-files.js";
import { repoRoot } from "./lib/paths.js";
import { timeNode } from "./lib/process.js";
import { writeVendorStyle } from "./lib/vendor-style.js";
import { ghesPairs } from "./measure/diff-ghes.js";
import { gaPairs, type DiffPair } from "./measure/diff-ours.js";

interface Finding {
  severity: string;
  args?: { in?: string; parameter?: string };
}

interface Counts {
  total: number;
  breaking: number;
  dangerous: number;
  versionHeader: number;
}

const usage = "usage: node --import tsx scripts/bench/findings-before-after.ts <before-checkout> [<after-checkout>]";

async function counts(checkout: string, [a, b]: [string, string]): Promise<Counts> {
  const r = await timeNode([path.join(checkout, "bin/revforge.js"), "diff", a, b, "--format", "json"], {
    cwd: checkout,
  });
  const { findings } = JSON.parse(r.stdout) as { findings: Finding[] };
  const at = (severity: string) => findings.filter((f) => f.severity === severity).length;
  const versionHeader = findings.filter(
    (f) => f.args?.in === "header" && f.args.parameter?.toLowerCase() === "revision",
  ).length;
  return { total: findings.length, breaking: at("breaking"), dangerous: at("dangerous"), versionHeader };
}

async function main(argv: string[]): Promise<number> {
  if (argv.length < 1 || argv.length > 2 || argv.some((a) => a.startsWith("-"))) {
    console.error(usage);
    return 2;
  }
  const before = path.resolve(argv[0]!);
  const after = path.resolve(argv[1] ?? repoRoot);
  for (const checkout of [before, after])
    if (!existsSync(path.join(checkout, "dist/generator/cli.mjs"))) {
      console.error(`findings-before-after: ${checkout} is not a built revforge checkout (run npm ci there)`);
      return 2;
    }

  const tmp = mkdtempSync(path.join(os.tmpdir(), "revforge-before-after-"));
  try {
    const yaml = (id: string) => path.join(specsDir, `${id}.yaml`);
    const json = (id: string) => path.join(tmp, `${id}.json`);
    const written = gaPairs(yaml);
    await writeVendorStyle(new Set(written.flatMap((p) => p.revforge)), json);
    const groups: { name: string; pairs: DiffPair[] }[] = [
      { name: "as written", pairs: written },
      { name: "vendor-style", pairs: gaPairs(json) },
      { name: "GitHub", pairs: ghesPairs },
    ];

    const cell = (c: Counts) => `${c.total} | ${c.breaking} | ${c.dangerous}`;
    const row = (label: string, group: string, was: Counts, now: Counts) =>
      `| ${label} | ${group} | ${cell(was)} | ${group === "vendor-style" ? was.versionHeader : ""} | ${cell(now)} |`;
    const rows: string[] = [
      "| pair | specs | before: total | breaking | dangerous | version header | after: total | breaking | dangerous |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ];
    const totals: string[] = [];
    const zero = (): Counts => ({ total: 0, breaking: 0, dangerous: 0, versionHeader: 0 });
    const add = (sum: Counts, c: Counts) => {
      for (const k of Object.keys(sum) as (keyof Counts)[]) sum[k] += c[k];
    };
    for (const group of groups) {
      const [wasSum, nowSum] = [zero(), zero()];
      // A pair's `oasdiff` sides are its two files (its `revforge` sides may be revision ids).
      for (const pair of group.pairs) {
        const was = await counts(before, pair.oasdiff);
        const now = await counts(after, pair.oasdiff);
        add(wasSum, was);
        add(nowSum, now);
        rows.push(row(pair.label, group.name, was, now));
        process.stderr.write(".");
      }
      totals.push(row("**all**", group.name, wasSum, nowSum));
    }
    process.stderr.write("\n");
    console.log(`before: ${before}\nafter: ${after}\n\n${[...rows, ...totals].join("\n")}`);
    return 0;
  } catch (error) {
    console.error(`findings-before-after: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

process.exitCode = await main(process.argv.slice(2));
