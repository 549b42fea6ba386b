/** `createClient({ upgradeTo })` dropped where it is no more needed (generator/upgrade/README.md). */
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
