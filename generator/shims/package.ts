/**
 * The shims as the package generator (generator/index.ts) uses them: for the repository's own specs (every input a
 * catalog revision, a specs/changes folder beside them), which entry points can upgrade and to what, and, once every
 * revision's model is built, the upgrade tables and the legacy entry point. Any other input (a single spec given
 * with --spec) gets no shims.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { loadSpec, type LoadOptions } from "../load/index.js";
import { buildModel, type ApiModel } from "../model/index.js";
import type { EmittedFile } from "./emit.js";
import { compileShims, readShimSources, upgradePaths, type ShimSources } from "./index.js";

export interface PackageShims {
  /** The upgrade of an entry point: its targets and the module its createClient loads; undefined for the latest. */
  entry(name: string): { targets: string[]; module: string } | undefined;
  /** Every file of the upgrade tables and of the legacy entry point. */
  emit(models: ReadonlyMap<string, ApiModel>): Promise<EmittedFile[]>;
  /** The input files read (declarations, converters, the legacy spec), for stamp.json. */
  sources(): string[];
}

export interface ShimInput {
  file: string;
  name: string;
  revision?: string;
}

export async function packageShims(
  inputs: readonly ShimInput[],
  load?: LoadOptions,
): Promise<PackageShims | undefined> {
  if (inputs.length === 0 || inputs.some((i) => i.revision === undefined || i.revision !== i.name)) return undefined;
  const dir = path.dirname(inputs[0]!.file);
  if (inputs.some((i) => path.dirname(i.file) !== dir || path.basename(i.file) !== `${i.name}.yaml`)) return undefined;
  const sources: ShimSources | undefined = await readShimSources(dir);
  if (sources === undefined) return undefined;
  const ids = sources.catalog.revisions.map((r) => r.id);
  if (ids.length !== inputs.length || !ids.every((id) => inputs.some((i) => i.name === id))) return undefined;
  const paths = upgradePaths(sources.catalog);
  const read = [
    ...readdirSync(sources.changesDir)
      .filter((f) => f.endsWith(".yaml"))
      .sort()
      .map((f) => path.join(sources.changesDir, f)),
    ...[...sources.converters.values()].map((c) => c.file),
  ];
  return {
    entry(name) {
      const p = paths.get(name);
      return p === undefined ? undefined : { targets: p.targets, module: `../../upgrades/${name}.js` };
    },
    async emit(models) {
      // The emitters load ts-morph: not before the first spec is on its way to the worker thread (generator/index.ts).
      const [{ emitShims }, { emitLegacy }] = await Promise.all([import("./emit.js"), import("./legacy.js")]);
      const out = emitShims(compileShims(sources, models));
      const legacyFile = path.join(dir, "legacy.yaml");
      const latest = models.get(sources.catalog.latest);
      if (existsSync(legacyFile) && latest !== undefined) {
        const legacy = await loadSpec(legacyFile, load);
        read.push(...legacy.sources);
        const rel = (f: string) => path.relative(process.cwd(), f).split(path.sep).join("/");
        const banner = `generated from ${rel(legacyFile)} and ${rel(path.join(dir, `${sources.catalog.latest}.yaml`))} by revforge - do not edit`;
        out.push(...emitLegacy(buildModel(legacy.document), latest, sources.catalog.latest, banner));
      }
      return out;
    },
    sources: () => read,
  };
}
