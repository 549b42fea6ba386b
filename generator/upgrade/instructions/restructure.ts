/**
 * `restructure` (compiled to a `table`): when the old property is written as constants (`channels: { email:
 * ["MARKETING"] }`), the table's rows give the new one, written in its place; without the old property, the
 * `whenAbsent` rows apply for each sibling the literal certainly has (`email: "ada@example.com"`). A value that is not
 * a constant, or a sibling that may be undefined, needs judgement: a manual step, with the change's description.
 */
import { isDeepStrictEqual } from "node:util";
import type { JsonValue } from "../../../templates/runtime/upgrade-ops.js";
import type { CallSite, StepContext } from "../context.js";
import { constantOf, deref, lookup } from "../tree.js";
import type { Op } from "./types.js";
import { placesAt } from "./places.js";

export function restructureRequest(ins: Op<"table">, site: CallSite, ctx: StepContext): void {
  const step = ctx.declaration(ins.change).description;
  for (const place of placesAt(site, ins.at, ctx, ins.change, step)) {
    const v = deref(place.get());
    if (v.kind === "expr") {
      if (ctx.mayHold(v.expr, ins.from) || ins.absent.length > 0) ctx.manual(ins.change, v.expr, step);
      continue;
    }
    if (v.kind !== "obj") continue;
    const hit = lookup(v, ins.from, ctx.mayHold);
    if (hit.uncertain && !hit.entry) {
      ctx.manual(ins.change, hit.uncertain, step);
      continue;
    }
    const out: Record<string, JsonValue> = {};
    if (hit.entry) {
      const old = constantOf(hit.entry.value, ctx.literal);
      if (old === undefined) {
        ctx.manual(ins.change, hit.entry.orig ?? place.site, step);
        continue;
      }
      for (const row of ins.rows) if (matches(old, row.when)) merge(out, row.value);
      hit.entry.key = ins.to;
      hit.entry.value = { kind: "const", value: out };
      ctx.rewritten(ins.change, hit.entry.orig ?? place.site);
      continue;
    }
    if (ins.absent.length === 0) continue;
    let unsure = false;
    for (const row of ins.absent) {
      const sibling = lookup(v, row.if, ctx.mayHold);
      if (sibling.entry && !ctx.mayBeAbsent(sibling.entry.value)) merge(out, row.value);
      else if (sibling.entry || sibling.uncertain) unsure = true;
    }
    if (unsure) {
      ctx.manual(ins.change, place.site, step);
      continue;
    }
    v.entries.push({ key: ins.to, value: { kind: "const", value: out } });
    ctx.rewritten(ins.change, place.site);
  }
}

/** The runtime's row match: an array expectation means "contains each member", anything else equality. */
function matches(value: unknown, when: Readonly<Record<string, JsonValue>>): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(when).every(([key, expected]) => {
    const actual = (value as Record<string, unknown>)[key];
    if (Array.isArray(expected)) return Array.isArray(actual) && expected.every((m) => actual.includes(m));
    return isDeepStrictEqual(actual, expected);
  });
}

function merge(target: Record<string, JsonValue>, value: Readonly<Record<string, JsonValue>>): void {
  for (const [key, v] of Object.entries(value)) {
    const current = target[key];
    if (isPlain(v) && isPlain(current)) merge(current as Record<string, JsonValue>, v);
    else target[key] = structuredClone(v);
  }
}

const isPlain = (v: unknown): v is Readonly<Record<string, JsonValue>> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
