/**
 * `createClient({ upgradeTo })`: a client that already sends its calls as the target revision (or as one on the
 * way to it) through the shims needs them no more once its code is the target's: `upgradeTo` is removed. One that
 * upgrades further than the target keeps it. A value the checker cannot read is a manual step.
 */
import type { ts as TS } from "ts-morph";
import type { StepContext } from "./context.js";
import type { VNode } from "./shape.js";
import { deref, lookup } from "./tree.js";

export function dropUpgradeTo(call: TS.CallExpression, options: VNode | undefined, ctx: StepContext): void {
  const v = options && deref(options);
  if (v === undefined || v.kind !== "obj") return;
  const entry = lookup(v, "upgradeTo", ctx.mayHold).entry;
  if (entry === undefined) return;
  const value = deref(entry.value);
  const revision = value.kind === "expr" ? ctx.literal(value.expr) : undefined;
  if (typeof revision !== "string") {
    ctx.manual(
      "upgradeTo",
      entry.orig ?? call,
      `remove \`upgradeTo\` where it names ${ctx.target} or an earlier revision: the code now is ${ctx.target}'s`,
    );
    return;
  }
  if (!ctx.chain.revisions.includes(revision)) return;
  entry.deleted = true;
  ctx.rewritten("upgradeTo", entry.orig ?? call);
}
