/** The shims as the package generator uses them (generator/shims/README.md). */
import type { Catalog } from "../load/catalog.js";
import { loadSpec, type LoadOptions } from "../load/index.js";
import { buildModel, type ApiModel } from "../model/index.js";
import { banner } from "../output/banner.js";
import { changeModuleFiles } from "./declarations/read.js";
import { emitShims } from "./emit.js";
import { compileShims, shimSources, upgradePaths } from "./index.js";
import { emitLegacy } from "./legacy.js";
import { posixRelative } from "../output/paths.js";

/** What a config gives the shims. */
export interface ShimSettings {
  /** Every revision of the package, with its lifecycle and change history. */
  catalog: Catalog;
  /** The declared-changes folder. */
  changes: string;
  /** The legacy API's spec, for the `legacy` entry point. */
  legacy?: string;
  /** What the banners' paths are relative to (the config's folder). */
  baseDir: string;
  /** The package's `auth` is typed from the security schemes (a package without the OAuth helpers). */
  schemeAuth?: boolean;
}

export async function packageShims(
  inputs: readonly { file: string; name: string; revision?: string }[],
  settings: ShimSettings | undefined,
  load?: LoadOptions,
) {
  if (settings === undefined) return undefined;
  const missing = settings.catalog.revisions.find((r) => !inputs.some((i) => i.name === r.id && i.revision === r.id));
  if (missing) throw new Error(`the shims need every revision as an entry point; ${missing.id} is not one`);
  const sources = await shimSources(settings.catalog, settings.changes, settings.schemeAuth);
  const paths = upgradePaths(sources.catalog);
  const read = [...changeModuleFiles(sources.changesDir), ...[...sources.converters.values()].map((c) => c.file)];
  return {
    /** The upgrade of an entry point: its targets and the module its createClient loads; undefined for the latest. */
    entry(name: string) {
      const p = paths.get(name);
      return p === undefined ? undefined : { targets: p.targets, module: `../../upgrades/${name}.js` };
    },
    /** Every file of the upgrade tables and of the legacy entry point. */
    async emit(models: ReadonlyMap<string, ApiModel>) {
      const out = emitShims(compileShims(sources, models), settings.baseDir);
      const latestId = sources.catalog.latest;
      const latest = models.get(latestId);
      const latestFile = inputs.find((i) => i.name === latestId)?.file;
      if (settings.legacy !== undefined && latest !== undefined && latestFile !== undefined) {
        const legacy = await loadSpec(settings.legacy, load);
        read.push(...legacy.sources);
        const legacyFile = posixRelative(settings.baseDir, settings.legacy);
        const legacyBanner = banner(legacyFile, posixRelative(settings.baseDir, latestFile));
        out.push(...emitLegacy(buildModel(legacy.document), latest, latestId, legacyBanner, legacyFile));
      }
      return out;
    },
    /** The input files read (declarations, converters, the legacy spec), for stamp.json. */
    sources: () => read,
  };
}
