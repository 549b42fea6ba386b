/** Paths of declared changes against the specs (generator/shims/README.md). */
import type { ValuePath } from "../../../templates/runtime/upgrade-ops.js";
import { formatPath, startsWithPath } from "../paths.js";
import { bodySchema, hasPath, operationOf, schemaRef } from "../schemas.js";
import type { StepInput } from "../compile.js";
import type { Direction, Target, Where } from "./types.js";

export type Fail = (where: Where, detail: string) => never;

/** The two revisions of a step and their models. */
export type Sides = Pick<StepInput, "from" | "to" | "oldModel" | "newModel">;

/** After `move from → to`, what is under `to` has the shape `from` had. */
export interface Alias {
  target: Target;
  from: ValuePath;
  to: ValuePath;
}

/** Fails at `where` unless `p` names something on either side of the step (in every operation of the target). */
export function checkPaths(
  p: ValuePath,
  where: Where,
  target: Target,
  s: Sides,
  fail: Fail,
  directions: Direction[],
  aliases: Alias[],
): void {
  const shown = formatPath(p);
  if (target.kind === "schema") {
    const exists = (q: ValuePath) =>
      hasPath(s.oldModel, schemaRef(target.schema), q) || hasPath(s.newModel, schemaRef(target.schema), q);
    if (!resolves(p, exists, aliases))
      fail(where, `${shown} names nothing in ${target.schema} of ${s.from} or ${s.to}`);
    return;
  }
  const [root, ...rest] = p;
  const roots = directions.includes("request") ? ["path", "query", "body"] : ["body"];
  if (typeof root !== "string" || !roots.includes(root))
    fail(where, `${shown}: a path on an operation starts with ${roots.join(", ")}`);
  for (const id of target.operations) {
    const sides = [operationOf(s.oldModel, id)!, operationOf(s.newModel, id)!] as const;
    const models = [s.oldModel, s.newModel] as const;
    const exists = (q: ValuePath) =>
      q[0] === "body" &&
      directions.some((d) => sides.some((o, i) => hasPath(models[i]!, bodySchema(o, d) ?? {}, q.slice(1))));
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
