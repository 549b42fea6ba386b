/**
 * `optIn`: the newer revision returns the property only when asked, so every call asks, as the shim does: the value
 * is added to the query parameter (`"additional-fields[profile]": ["subscriptions"]`), creating the parameter, the
 * `query` object or the arguments themselves where the call has none.
 */
import type { CallSite, StepContext } from "../context.js";
import type { VNode } from "../shape.js";
import { deref, lookup, setAt } from "../tree.js";
import type { Op } from "./types.js";

export function optInRequest(ins: Op<"optIn">, site: CallSite, ctx: StepContext): void {
  const step = `ask for \`${ins.value}\` in the \`${ins.parameter}\` query parameter`;
  const args = deref(site.args.get());
  const query = args.kind === "obj" ? lookup(args, "query", ctx.mayHold) : undefined;
  const q = query?.entry && deref(query.entry.value);
  const param = q?.kind === "obj" ? lookup(q, ins.parameter, ctx.mayHold) : undefined;
  if (param?.entry) {
    const list = deref(param.entry.value);
    if (list.kind === "arr" && list.lit && !list.open) {
      if (list.items.some((s) => isValue(s.value, ins.value, ctx))) return;
      list.items.push({ value: { kind: "const", value: ins.value } });
      return ctx.rewritten(ins.change, param.entry.orig ?? site.call);
    }
    const text = list.kind === "expr" ? ctx.literal(list.expr) : undefined;
    if (typeof text === "string") {
      const values = text.split(",").filter((s) => s !== "");
      if (!values.includes(ins.value)) values.push(ins.value);
      param.entry.value = { kind: "const", value: values };
      return ctx.rewritten(ins.change, param.entry.orig ?? site.call);
    }
    return ctx.manual(ins.change, param.entry.orig ?? site.call, step);
  }
  const unsure =
    args.kind === "expr" ||
    (query?.uncertain && !query.entry) ||
    (q !== undefined && q.kind !== "obj") ||
    param?.uncertain !== undefined;
  if (unsure) return ctx.manual(ins.change, site.call, step);
  const stop = setAt(site.args, ["query", ins.parameter], { kind: "const", value: [ins.value] }, ctx.mayHold);
  if (stop) ctx.manual(ins.change, stop, step);
  else ctx.rewritten(ins.change, site.call);
}

function isValue(v: VNode, value: string, ctx: StepContext): boolean {
  const d = deref(v);
  return d.kind === "const" ? d.value === value : d.kind === "expr" && ctx.literal(d.expr) === value;
}
