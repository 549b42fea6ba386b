/**
 * diff-vendor (issue "Diff reports that hold on real-world specs"): our consecutive GA pairs (as in diff-ours)
 * spelled as vendors publish their specs, by scripts/fixtures/vendor-style.ts: one JSON file per revision, every
 * `$ref` inlined (each operation carries its own copy of every schema, about 2 MB per revision), the version header
 * a required parameter whose `default` is the document's own version. prepare() writes those files into the
 * measurement's temporary folder; then both tools diff each pair, one process per pair, as in diff-ours (its file
 * has the contenders, the counts and the goals):
 *
 * - revforge: `node bin/revforge.js diff <from.json> <to.json> --format json`;
 * - oasdiff: `oasdiff breaking <from.json> <to.json> --format json`, the native binary.
 *
 * Goals: revforge faster than oasdiff over the workload and on every pair.
 */
import path from "node:path";
import type { Measurement } from "../lib/measurement.js";
import { writeVendorStyle } from "../lib/vendor-style.js";
import { diffMetrics, gaPairs, prepareDiff } from "./diff-ours.js";

const measurement: Measurement = {
  name: "diff-vendor",
  order: 47,
  title: "Diff our consecutive pairs, inlined vendor-style",
  description:
    "Our GA pairs as scripts/fixtures/vendor-style.ts writes them (every $ref inlined, the version header a required parameter with a default), a process per pair, summed: `revforge diff <from.json> <to.json> --format json` versus `oasdiff breaking <from.json> <to.json> --format json`; same files, JSON to stdout.",
  metrics: diffMetrics,
  async prepare(ctx) {
    const file = (id: string) => path.join(ctx.work, `${id}.json`);
    const ours = gaPairs(file);
    const ids = [...new Set(ours.flatMap((p) => p.revforge))];
    await writeVendorStyle(ids, file);
    ctx.log(`  wrote ${ids.length} vendor-style revisions to ${ctx.work}`);
    const pairs = ours.map((p) => ({ ...p, revforge: p.oasdiff }));
    const each = `per pair, ${pairs.length} pairs: ${pairs[0]!.label} .. ${pairs.at(-1)!.label}`;
    return prepareDiff(pairs, {
      revforge: `node bin/revforge.js diff <tmp>/<from-id>.json <tmp>/<to-id>.json --format json  (${each})`,
      oasdiff: `oasdiff breaking <tmp>/<from-id>.json <tmp>/<to-id>.json --format json  (${each})`,
    });
  },
};

export default measurement;
