/** Which declared change handles each finding of the diff (generator/shims/README.md, "Coverage"). */
import { revisionChain } from "../diff/catalog.js";
import { segmentsOf } from "../diff/compare/pointer.js";
import type { AffectedOperation, DiffReport, Finding } from "../diff/types.js";
import type { Catalog } from "../load/catalog.js";
import { catalogSourceIn, type CatalogSource } from "../load/catalog-source.js";
import { loadSpec, type LoadOptions } from "../load/index.js";
import { modelOf } from "../diff/model-of.js";
import { catalogOf } from "../diff/run.js";
import { remember } from "../run-context.js";
import type { ApiModel } from "../model/index.js";
import type { PathSegment, ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { CompiledStep, Coverage } from "./compile.js";
import type { ChangeDecl } from "./declarations/types.js";
import { compileShims, shimSources, stepKey, type CompiledShims } from "./index.js";
import { startsWithPath } from "./paths.js";

/** What a finding's affected operation is about: a body path in one direction, a parameter, or the operation. */
export type Subject =
  | { kind: "body"; direction: "request" | "response"; path: ValuePath }
  | { kind: "parameter"; names?: string[] }
  | { kind: "operation" };

export function subjectOf(finding: Finding, affected: AffectedOperation): Subject {
  // The engine's own reading of its pointers (`~` and `/` escaped only: a `%` in a name is part of the name).
  const tokens = segmentsOf(affected.pointer);
  const schemaAt = tokens.indexOf("schema");
  const body = tokens.includes("requestBody") ? "request" : tokens.includes("responses") ? "response" : undefined;
  if (body !== undefined && schemaAt !== -1) {
    const path: PathSegment[] = [];
    for (let i = schemaAt + 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t === "properties") path.push(tokens[++i]!);
      else if (t === "items") path.push([]);
      else if (t === "allOf" || t === "oneOf" || t === "anyOf") i++;
      else break;
    }
    return { kind: "body", direction: body, path };
  }
  if (tokens.includes("parameters")) {
    // The parameter by name, or a renamed one by either of its names: a change that touches another parameter of
    // the operation does not handle it.
    const { parameter, from, to } = finding.args;
    const names = [parameter, ...(finding.id === "request-parameter-renamed" ? [from, to] : [])];
    const named = names.filter((n): n is string => typeof n === "string");
    return { kind: "parameter", names: named.length > 0 ? named : undefined };
  }
  return { kind: "operation" };
}

/**
 * How closely an entry covers a subject: 0 for an exact match, the difference in path length for a path above or
 * below the finding's, undefined when it does not cover it at all. The closest entries win, so a rename of
 * `subscriptions.email.marketing.timestamp` is credited to the rename, not to a change about the whole `subscriptions`.
 */
function distance(c: Coverage, subject: Subject): number | undefined {
  switch (subject.kind) {
    case "operation":
      return c.direction === "operation" ? 0 : undefined;
    case "parameter":
      return c.direction === "request" && (subject.names?.some((n) => c.parameters.includes(n)) ?? true)
        ? 0
        : undefined;
    case "body": {
      if (c.direction !== subject.direction) return undefined;
      const d = c.paths
        .filter((p) => startsWithPath(subject.path, p) || startsWithPath(p, subject.path))
        .map((p) => Math.abs(p.length - subject.path.length));
      return d.length === 0 ? undefined : Math.min(...d);
    }
  }
}

/**
 * Which changes of `steps` cover the finding (those that cover at least one affected operation, in declaration
 * order), and which of its affected operations none does.
 */
export function coverageOf(finding: Finding, steps: readonly CompiledStep[]) {
  const changes = new Set<string>();
  const uncovered: AffectedOperation[] = [];
  const entries = steps.flatMap((s) => s.coverage);
  for (const a of finding.affects) {
    const subject = subjectOf(finding, a);
    const hits = entries
      .filter((c) => c.operationId === a.operationId)
      .map((c) => ({ c, d: distance(c, subject) }))
      .filter((h): h is { c: Coverage; d: number } => h.d !== undefined);
    if (hits.length === 0) uncovered.push(a);
    const best = Math.min(...hits.map((h) => h.d));
    for (const h of hits) if (h.d === best) changes.add(h.c.change);
  }
  return { changes: [...changes], uncovered };
}

/** Where the declarations and the specs are: what a config names (the catalog's revisions and the changes folder). */
export interface UpgradeSources {
  catalog: Catalog;
  changesDir: string;
  /** The OpenAPI file of a catalog revision. */
  specFile: (revision: string) => string;
  /** How the revisions' specs are read (`--allow-outside-refs`, `--max-size`). */
  load?: LoadOptions;
}

export interface ShimIndex {
  compiled: CompiledShims;
  declarations: Map<string, ChangeDecl>;
  /** The model of every revision compiled. */
  models: Map<string, ApiModel>;
}

/** The compiled steps between two revisions of the catalog (the pairs of the diff engine's chain). */
export function stepsBetween(index: ShimIndex, from: string, to: string): CompiledStep[] {
  const chain = revisionChain(index.compiled.sources.catalog, from, to);
  return chain.slice(1).flatMap((rev, i) => index.compiled.steps.get(stepKey(chain[i]!, rev)) ?? []);
}

/**
 * Sets `handledBy` on every breaking or dangerous finding of a report between two catalog revisions that a declared
 * change covers (a safe finding needs no handling; saying "needs a code change" of it would mislead).
 */
export function annotateHandledBy(report: DiffReport, index: ShimIndex): DiffReport {
  const steps = stepsBetween(index, report.from, report.to);
  return {
    ...report,
    findings: report.findings.map((f) => {
      if (f.severity === "safe") return f;
      const { changes } = coverageOf(f, steps);
      if (changes.length === 0) return f;
      const manual = changes.map((c) => index.declarations.get(c)).find((d) => d?.unshimmable !== undefined);
      if (manual === undefined) return { ...f, handledBy: { change: changes.join(", "), shimmed: true } };
      return { ...f, handledBy: { change: manual.name, shimmed: false, manualStep: manual.unshimmable!.manualStep } };
    }),
  };
}

/**
 * The declarations of a catalog source (specs/ by default), checked and compiled against every revision's model; with
 * a run (`load.run`), once per run and range, from the run's loads and models. With `range`, only the steps
 * between those two revisions, from their models alone: what one `revforge diff a b` needs, without reading every
 * revision. The catalog is read by diff/run.ts `catalogOf`.
 */
export function loadShimIndex(
  source: CatalogSource = catalogSourceIn(),
  load?: LoadOptions,
  range?: { from: string; to: string },
): Promise<ShimIndex> {
  const key = [source.file, source.changes, range ? `${range.from}..${range.to}` : ""].join("\0");
  return remember(load?.run?.shimIndexes, key, () => {
    const known = catalogOf(source);
    if (source.changes === null) throw new Error(`${source.file}: its catalog has no changes folder`);
    const only = range && new Set(revisionChain(known, range.from, range.to));
    return compileRange({ catalog: known, changesDir: source.changes, specFile: source.specFile, load }, only);
  });
}

/**
 * The declarations of a changes folder, checked and compiled against the models of the catalog's specs; with `only`
 * (a chain of revisions), just the change modules, the models and the steps of those revisions. The reports and
 * `revforge upgrade` start from it.
 */
export async function compileRange(input: UpgradeSources, only?: ReadonlySet<string>): Promise<ShimIndex> {
  const { catalog, changesDir, specFile, load } = input;
  const sources = await shimSources(catalog, changesDir, false, only);
  const models = new Map<string, ApiModel>();
  const revisions = catalog.revisions.map((r) => r.id).filter((id) => only?.has(id) ?? true);
  await Promise.all(
    revisions.map(async (id) => models.set(id, modelOf(await loadSpec(specFile(id), load), load?.run))),
  );
  const compiled = compileShims(sources, models);
  const declarations = new Map(sources.modules.flatMap((m) => m.changes.map((c) => [c.name, c] as const)));
  return { compiled, declarations, models };
}
