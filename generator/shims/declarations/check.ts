/** The rules a declared change must follow (generator/shims/README.md, "The checks"), each a located LoadError. */
import { LoadError } from "../../load/errors.js";
import { formatPointer } from "../../load/pointer.js";
import type { Catalog } from "../../load/catalog.js";
import type { ApiModel, Operation } from "../../model/index.js";
import { predecessor, revisionChain } from "../../diff/catalog.js";
import type { ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import { formatPath, startsWithPath } from "../paths.js";
import { bodySchema, hasPath, operationOf, schemaRef, SitesUnbounded } from "../schemas.js";
import { sitesFor, type StepInput } from "../compile.js";
import { directionsOf, kindOf, type Targeted } from "../kinds/index.js";
import type { ChangeDecl, ChangeModule, Instruction, Target, Where } from "./types.js";

export interface CheckContext {
  catalog: Catalog;
  /** The model of every revision a module names (its own and the one it changes from). */
  models: ReadonlyMap<string, ApiModel>;
  /** The converter functions each revision's converters module exports. */
  converters: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Checks every module; sets each change's `from`. Throws the first problem as a located LoadError. */
export function checkChanges(modules: readonly ChangeModule[], ctx: CheckContext): void {
  const declared = new Map<string, ChangeModule>();
  const ids = ctx.catalog.revisions.map((r) => r.id);
  for (const m of modules) {
    const fail = (where: Where, detail: string): never => {
      throw new LoadError(detail, m.locate(where), formatPointer(where));
    };
    if (!ids.includes(m.revision)) fail(["revision"], `${m.revision} is not a revision of the catalog`);
    if (m.revision === ids[0] && m.changes.length > 0)
      fail(
        ["changes"],
        `nothing is declared on the oldest revision ${m.revision}: there is no earlier revision to shim from`,
      );
    for (const c of m.changes) {
      const earlier = declared.get(c.name);
      if (earlier !== undefined)
        fail(
          [...c.where, "name"],
          `${c.name} is already declared in ${earlier.file}: a change belongs to one revision`,
        );
      declared.set(c.name, m);
      try {
        checkChange(c, m, ctx, fail);
      } catch (error) {
        if (error instanceof SitesUnbounded) fail(c.where, error.message);
        throw error;
      }
    }
  }
}

function checkChange(c: ChangeDecl, m: ChangeModule, ctx: CheckContext, fail: Fail): void {
  const pred = predecessor(ctx.catalog, m.revision);
  const from = c.from ?? pred;
  if (from === undefined) return fail([...c.where, "name"], `${m.revision} has no earlier revision to shim from`);
  if (c.from !== undefined && c.from !== pred && !leadsInto(ctx.catalog, c.from, m.revision))
    fail(
      [...c.where, "from"],
      `from ${c.from} does not lead into ${m.revision}: a change is from the predecessor (${pred}) or from a beta that ends in ${m.revision}`,
    );
  c.from = from;
  if (c.catalog !== undefined) {
    const owner = ctx.catalog.revisions.find((r) => r.changes.some((x) => x.id === c.catalog));
    if (owner === undefined) fail([...c.where, "catalog"], `${c.catalog} is not a change of the catalog`);
    // A beta's exit (an explicit `from` that is not the predecessor) may name the beta's own catalog change.
    if (owner.id !== m.revision && !(c.from !== pred && owner.id === from))
      fail([...c.where, "catalog"], `${c.catalog} is a change of ${owner.id}, not of ${m.revision}`);
  }
  const oldModel = ctx.models.get(from);
  const newModel = ctx.models.get(m.revision);
  if (oldModel === undefined || newModel === undefined)
    return fail(c.where, `no model of ${oldModel === undefined ? from : m.revision} to check ${c.name} against`);
  const requires = c.instructions.find((i) => "requires" in i && i.requires !== undefined);
  if (c.limits && !requires) fail([...c.where, "limits"], `${c.name} declares limits but no instruction has requires`);
  if (requires && !c.limits)
    fail(
      [...requires.where, requires.kind, "requires"],
      `${c.name}: requires needs the change's limits (reason, manualStep)`,
    );
  for (const i of c.instructions) {
    const why = kindOf(i).unshimmableOnly;
    if (why !== undefined && !c.unshimmable) fail(i.where, `${c.name}: ${why}; declare the change unshimmable`);
  }
  const sides = { from, to: m.revision, oldModel, newModel };
  // A path may name what an earlier move of the same change put somewhere (a shape between the two revisions).
  const aliases: Alias[] = [];
  for (const ins of c.instructions) {
    checkInstruction(ins, sides, ctx, fail, aliases);
    const kind = kindOf(ins);
    if (kind.targeted && kind.aliases) aliases.push(ins as Alias);
  }
}

/** Whether a client of `from` steps straight into `to` (false for a revision the catalog does not have). */
function leadsInto(catalog: Catalog, from: string, to: string): boolean {
  try {
    return revisionChain(catalog, from, to).length === 2;
  } catch {
    return false;
  }
}

function checkInstruction(ins: Instruction, s: Sides, ctx: CheckContext, fail: Fail, aliases: Alias[]): void {
  const at = [...ins.where, ins.kind];
  const both = (id: string, where: Where): [Operation, Operation] => {
    const a = operationOf(s.oldModel, id);
    const b = operationOf(s.newModel, id);
    if (a === undefined) fail(where, `operation ${id} does not exist in ${s.from}`);
    if (b === undefined) fail(where, `operation ${id} does not exist in ${s.to}`);
    return [a, b];
  };
  const opsWhere = (i: number): Where => (ins.single ? [...at, "operation"] : [...at, "operations", String(i)]);
  const schema = (name: string) => {
    if (!Object.hasOwn(s.oldModel.schemas, name)) fail([...at, "schema"], `schema ${name} does not exist in ${s.from}`);
    if (!Object.hasOwn(s.newModel.schemas, name)) fail([...at, "schema"], `schema ${name} does not exist in ${s.to}`);
  };
  const kind = kindOf(ins);
  if (!kind.targeted) {
    return kind.check(ins, { sides: s, converters: ctx.converters, fail, at, both, opsWhere, schema });
  }
  // Instructions on a target: the target exists on both sides, and applies somewhere; their paths name something.
  const targeted = ins as Targeted;
  const target = targeted.target;
  const directions = directionsOf(targeted);
  if (kind.requestOnly && target.in === "response") fail([...at, "in"], `${ins.kind} acts on requests only`);
  if (target.kind === "schema") {
    schema(target.schema);
    // Every operation, not only until one applies: a site search too large to end (SitesUnbounded) is refused here,
    // where the change is declared, not later while compiling.
    if (sitesFor(targeted, s).length === 0)
      fail(
        [...at, "schema"],
        `schema ${target.schema} is in no ${directions.join(" or ")} body of an operation both revisions have`,
      );
  } else {
    target.operations.forEach((id, i) => both(id, opsWhere(i)));
  }
  const mine = aliases.filter((a) => JSON.stringify(a.target) === JSON.stringify(target));
  for (const [p, key] of kind.paths(targeted)) checkPaths(p, [...at, key], target, s, fail, mine);
}

export type Fail = (where: Where, detail: string) => never;

/** The two revisions of a step and their models. */
export type Sides = Pick<StepInput, "from" | "to" | "oldModel" | "newModel">;

/** After `move from → to`, what is under `to` has the shape `from` had. */
type Alias = Pick<Extract<Instruction, { kind: "move" }>, "target" | "from" | "to">;

/** Fails at `where` unless `p` names something on either side of the step (in every operation of the target). */
export function checkPaths(p: ValuePath, where: Where, target: Target, s: Sides, fail: Fail, aliases: Alias[]): void {
  const shown = formatPath(p);
  if (target.kind === "schema") {
    const exists = (q: ValuePath) =>
      hasPath(s.oldModel, schemaRef(target.schema), q) || hasPath(s.newModel, schemaRef(target.schema), q);
    if (!resolves(p, exists, aliases))
      fail(where, `${shown} names nothing in ${target.schema} of ${s.from} or ${s.to}`);
    return;
  }
  const [root, ...rest] = p;
  // An operation target acts in its `in`, else on requests (kinds/index.ts directionsOf).
  const direction = target.in ?? "request";
  const roots = direction === "request" ? ["path", "query", "body"] : ["body"];
  if (typeof root !== "string" || !roots.includes(root))
    fail(where, `${shown}: a path on an operation starts with ${roots.join(", ")}`);
  for (const id of target.operations) {
    const sides = [operationOf(s.oldModel, id)!, operationOf(s.newModel, id)!] as const;
    const models = [s.oldModel, s.newModel] as const;
    const exists = (q: ValuePath) =>
      q[0] === "body" && sides.some((o, i) => hasPath(models[i]!, bodySchema(o, direction) ?? {}, q.slice(1)));
    const found =
      root === "path" || root === "query"
        ? rest.length === 1 && sides.some((o) => o.parameters[root].some((q) => q.name === rest[0]))
        : resolves(p, exists, aliases);
    if (!found) fail(where, `${shown} names nothing in ${id} of ${s.from} or ${s.to}`);
  }
}

/** `exists(p)`, or `p` lies under the `to` of an earlier move and the same place under its `from` exists. */
function resolves(p: ValuePath, exists: (q: ValuePath) => boolean, aliases: Alias[], depth = 0): boolean {
  if (exists(p)) return true;
  if (depth > 8) return false;
  return aliases.some(
    (a) => startsWithPath(p, a.to) && resolves([...a.from, ...p.slice(a.to.length)], exists, aliases, depth + 1),
  );
}
