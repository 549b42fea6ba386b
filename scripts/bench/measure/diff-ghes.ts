/**
 * diff-ghes (issues "Breaking-change reports", "Memory" and "Diff reports that hold on real-world specs"): big
 * third-party pairs, GitHub Enterprise Server 3.17 against 3.18 and 3.18 against 3.19
 * (node_modules/@octokit/openapi/generated/ghes-<version>.json, 11 MB of JSON each, about 970 operations), through
 * both tools as in diff-ours (its file has the contenders, the counts and the goals), one process per pair:
 *
 * - revforge: `node bin/revforge.js diff <ghes-a.json> <ghes-b.json> --format json`;
 * - oasdiff: `oasdiff breaking <ghes-a.json> <ghes-b.json> --format json`, the native binary.
 *
 * Same files, JSON to stdout, whole process each; each pair's wall-clock is a metric of its own. Goals: revforge
 * faster than oasdiff on both pairs; its peak RSS is the memory figure the "Memory" issue asks for (the diff of a
 * ghes pair), reported beside oasdiff's.
 */
import path from "node:path";
import type { Measurement } from "../lib/measurement.js";
import { repoRoot, shown } from "../lib/paths.js";
import { diffMetrics, pairWall, prepareDiff, type DiffPair } from "./diff-ours.js";

const ghes = (version: string) => path.join(repoRoot, `node_modules/@octokit/openapi/generated/ghes-${version}.json`);

/** The GitHub Enterprise Server pairs, also diffed by findings-before-after.ts. */
export const ghesPairs = [
  ["3.17", "3.18"],
  ["3.18", "3.19"],
].map(([a, b]): DiffPair => {
  const files: [string, string] = [ghes(a!), ghes(b!)];
  return { label: `ghes-${a}→ghes-${b}`, revforge: files, oasdiff: files };
});

const measurement: Measurement = {
  name: "diff-ghes",
  order: 46,
  title: "Diff GitHub Enterprise Server 3.17 → 3.18 → 3.19",
  description:
    "Whole process, wall-clock and peak RSS, on the 11 MB JSON descriptions of @octokit/openapi, a process per pair: `revforge diff <3.17> <3.18> --format json` versus `oasdiff breaking <3.17> <3.18> --format json`, and the same for 3.18 → 3.19.",
  metrics: [
    ...diffMetrics.slice(0, 1),
    ...ghesPairs.map((p) => ({ key: pairWall(p.label), label: `wall-clock ${p.label}`, unit: "s" as const })),
    ...diffMetrics.slice(1),
  ],
  async prepare() {
    const [a, b] = [ghes("<a>"), ghes("<b>")].map(shown);
    return prepareDiff(ghesPairs, {
      revforge: `node bin/revforge.js diff ${a} ${b} --format json  (3.17→3.18, 3.18→3.19)`,
      oasdiff: `oasdiff breaking ${a} ${b} --format json  (3.17→3.18, 3.18→3.19)`,
    });
  },
};

export default measurement;
