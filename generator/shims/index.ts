/** The shims stage on one screen (generator/shims/README.md explains it). */
import path from "node:path";
import type { Catalog } from "../load/catalog.js";
import { specsDir as defaultSpecsDir } from "../load/spec-files.js";
import type { ApiModel } from "../model/index.js";
import { predecessor, revisionChain } from "../diff/catalog.js";
import { checkChanges } from "./declarations/check.js";
import { readChangeModules } from "./declarations/read.js";
import type { ChangeModule } from "./declarations/types.js";
import { compileStep, type CompiledStep } from "./compile.js";
import { converterFile, type ConverterFile } from "./converter-files.js";

export interface ShimSources {
  catalog: Catalog;
  changesDir: string;
  modules: ChangeModule[];
  /** By revision: generator/shims/converters/<revision>.ts, where there is one. */
  converters: Map<string, ConverterFile>;
  /** The package's `auth` is typed from the security schemes (not the OAuth profile's): so are the descriptors. */
  schemeAuth?: boolean;
  /** The revisions read, when not all of them (a chain): compileShims compiles the steps inside it alone. */
  only?: ReadonlySet<string>;
}

export interface CompiledShims {
  sources: ShimSources;
  /** By `<from>--<to>`, every step of stepPairs. */
  steps: Map<string, CompiledStep>;
  /** By older revision: the revisions its clients can be upgraded to and the step keys walked, in order. */
  paths: Map<string, { targets: string[]; steps: string[] }>;
}

export const stepKey = (from: string, to: string): string => `${from}--${to}`;

/**
 * The declarations of a changes folder over a catalog (a config's `changes`; with `only`, those of the revisions it
 * names). The imperative converters (converters/<revision>.ts) are typed against this repository's own generated
 * types: they go with its own specs/changes only, never with another API's revisions that happen to share an id.
 */
export async function shimSources(
  catalog: Catalog,
  changesDir: string,
  schemeAuth = false,
  only?: ReadonlySet<string>,
): Promise<ShimSources> {
  const modules = await readChangeModules(changesDir, only);
  const converters = new Map<string, ConverterFile>();
  const own = path.resolve(changesDir) === path.join(defaultSpecsDir, "changes");
  for (const r of own ? catalog.revisions.filter((r) => only?.has(r.id) ?? true) : []) {
    const c = converterFile(r.id);
    if (c) converters.set(r.id, c);
  }
  return { catalog, changesDir, modules, converters, ...(schemeAuth && { schemeAuth }), ...(only && { only }) };
}

/** Every step: each revision from its predecessor, and each beta into the revision its upgrades go to first. */
export function stepPairs(catalog: Catalog): [string, string][] {
  const out: [string, string][] = [];
  for (const r of catalog.revisions) {
    const p = predecessor(catalog, r.id);
    if (p !== undefined) out.push([p, r.id]);
  }
  for (const [from, p] of upgradePaths(catalog)) if (from.endsWith(".pre")) out.push([from, p.targets[0]!]);
  return out;
}

/**
 * For every revision before the latest: where its clients can upgrade to (each later revision of its chain). The
 * latest has nowhere to go, and nor has a beta listed after it (the preview of the next revision).
 */
export function upgradePaths(catalog: Catalog): CompiledShims["paths"] {
  const out: CompiledShims["paths"] = new Map();
  const order = catalog.revisions.map((r) => r.id);
  // A latest missing from the catalog is refused by revisionChain, with its name.
  const latest = order.indexOf(catalog.latest);
  for (const id of latest === -1 ? order : order.slice(0, latest)) {
    const chain = revisionChain(catalog, id, catalog.latest);
    out.set(id, {
      targets: chain.slice(1),
      steps: chain.slice(1).map((to, i) => stepKey(chain[i]!, to)),
    });
  }
  return out;
}

/**
 * Checks the declarations against the models, then compiles every step. With `only` (sources read for a chain of
 * revisions), just the steps inside it and the declarations they use: enough to say which change handles a finding
 * between two revisions (diff/coverage), without loading every revision; such steps know only the chain's earlier
 * operations.
 */
export function compileShims(sources: ShimSources, models: ReadonlyMap<string, ApiModel>): CompiledShims {
  const { catalog, only } = sources;
  const inside = (from: string, to: string) => only === undefined || (only.has(from) && only.has(to));
  // A change is from its module's predecessor unless it names a beta (check.ts sets `from` the same way).
  const modules = sources.modules.map((m) => ({
    ...m,
    changes: m.changes.filter((c) => inside(c.from ?? predecessor(catalog, m.revision) ?? "", m.revision)),
  }));
  const converters = new Map([...sources.converters].map(([rev, c]) => [rev, c.exports] as const));
  checkChanges(modules, { catalog, models, converters });
  const order = catalog.revisions.map((r) => r.id);
  const steps = new Map<string, CompiledStep>();
  for (const [from, to] of stepPairs(catalog)) {
    if (!inside(from, to)) continue;
    const oldModel = models.get(from);
    const newModel = models.get(to);
    if (oldModel === undefined || newModel === undefined) throw new Error(`no model of ${oldModel ? to : from}`);
    const entry = catalog.revisions.find((r) => r.id === to)!;
    const before = order.slice(0, order.indexOf(from)).flatMap((id) => models.get(id)?.operations ?? []);
    const earlier = new Set(before.map((op) => op.operationId));
    const changes = modules.filter((m) => m.revision === to).flatMap((m) => m.changes.filter((c) => c.from === from));
    steps.set(
      stepKey(from, to),
      compileStep({
        from,
        to,
        oldModel,
        newModel,
        lifecycle: { revision: to, status: entry.status, endOfSupport: entry.endOfSupport },
        changes,
        earlier,
        ...(sources.schemeAuth && { schemeAuth: true }),
      }),
    );
  }
  return { sources, steps, paths: upgradePaths(catalog) };
}
