/**
 * diff-ghes (issues "Breaking-change reports" and "Memory"): a big third-party pair, GitHub Enterprise Server 3.17
 * against 3.18 (node_modules/@octokit/openapi/generated/ghes-3.17.json and ghes-3.18.json, 11 MB of JSON each,
 * about 970 operations), through both tools as in diff-ours (its file has the contenders and the counts):
 *
 * - revforge: `node bin/revforge.js diff <ghes-3.17.json> <ghes-3.18.json> --format json`, one process;
 * - oasdiff: `oasdiff breaking <ghes-3.17.json> <ghes-3.18.json> --format json`, the native binary.
 *
 * Same files, JSON to stdout, whole process each. Goals: revforge faster than oasdiff; its peak RSS is the memory
 * figure the "Memory" issue asks for (the diff of the ghes pair), reported beside oasdiff's.
 */
import path from "node:path";
import type { Measurement } from "../lib/measurement.js";
import { repoRoot, shown } from "../lib/paths.js";
import { diffMetrics, prepareDiff } from "./diff-ours.js";

const ghes = (version: string) => path.join(repoRoot, `node_modules/@octokit/openapi/generated/ghes-${version}.json`);

const measurement: Measurement = {
  name: "diff-ghes",
  order: 46,
  title: "Diff GitHub Enterprise Server 3.17 against 3.18",
  description:
    "Whole process, wall-clock and peak RSS, on the two 11 MB JSON descriptions of @octokit/openapi: `revforge diff <3.17> <3.18> --format json` versus `oasdiff breaking <3.17> <3.18> --format json`.",
  metrics: diffMetrics,
  async prepare() {
    const [a, b] = [ghes("3.17"), ghes("3.18")];
    return prepareDiff([{ label: "ghes-3.17→ghes-3.18", revforge: [a, b], oasdiff: [a, b] }], {
      revforge: `node bin/revforge.js diff ${shown(a)} ${shown(b)} --format json`,
      oasdiff: `oasdiff breaking ${shown(a)} ${shown(b)} --format json`,
    });
  },
};

export default measurement;
