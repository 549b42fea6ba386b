/** `restructure`: generator/shims/README.md, "The kinds one by one". */
import { applyInstruction, type JsonValue } from "../../../templates/runtime/upgrade-ops.js";
import type { StepContext } from "../../upgrade/context.js";
import { constantOf, deref, lookup, placesAt, type Place } from "../../upgrade/tree.js";
import { namesIn, TARGET, type RuntimeInstruction, type TargetKind } from "./kind.js";
import { readRenamed, renamedPaths } from "./rename.js";

type Row = Record<string, JsonValue>;

export const restructure: TargetKind<"restructure"> = {
  targeted: true,
  requestOnly: true,
  keys: [...TARGET, "at", "from", "to", "table", "whenAbsent"],
  read(r, v, at) {
    if (!Array.isArray(v.table) || v.table.length === 0)
      return r.fail([...at, "table"], "restructure needs a table of { when, value } rows");
    const table = v.table.map((row, i) => {
      const w = [...at, "table", String(i)];
      const o = r.obj(row, w, "a table row", ["when", "value"]);
      return {
        when: r.obj(o.when, [...w, "when"], "when") as Row,
        value: r.obj(o.value, [...w, "value"], "value") as Row,
      };
    });
    const absent = v.whenAbsent ?? [];
    if (!Array.isArray(absent)) return r.fail([...at, "whenAbsent"], "whenAbsent must be a list of { if, value } rows");
    const whenAbsent = absent.map((row, i) => {
      const w = [...at, "whenAbsent", String(i)];
      const o = r.obj(row, w, "a whenAbsent row", ["if", "value"]);
      return { if: r.name(o.if, [...w, "if"]), value: r.obj(o.value, [...w, "value"], "value") as Row };
    });
    return { ...readRenamed(r, v, at), table, whenAbsent };
  },
  paths: renamedPaths,
  compile(ins, site, emit) {
    const { from, to, table: rows, whenAbsent: absent } = ins;
    emit.request(site.operationId, { op: "table", at: site.rel(ins.at), from, to, rows, absent });
  },
  names: (ins) => namesIn(ins.at, ins.from, ins.to, ins.table),
  upgraded: "rewritten",
  request(op, site, ctx) {
    if (op.op === "table") for (const place of placesAt(site, op.at, ctx, op.change)) restructureAt(op, place, ctx);
  },
};

/** The old property of one request literal restructured into the new one, or a manual step. */
function restructureAt(op: Extract<RuntimeInstruction, { op: "table" }>, place: Place, ctx: StepContext): void {
  const v = deref(place.get());
  if (v.kind === "expr") {
    if (ctx.mayHold(v.expr, op.from) || op.absent.length > 0) ctx.manual(op.change, v.expr);
    return;
  }
  if (v.kind !== "obj") return;
  const hit = lookup(v, op.from, ctx.mayHold);
  if (hit.uncertain) return ctx.manual(op.change, hit.uncertain);
  // The runtime's own table runs on what the literal certainly holds: the old constant, or the siblings.
  const table = (holds: Row) => applyInstruction({ ...holds }, { ...op, at: [] })[op.to] as Row;
  if (hit.entry) {
    const old = constantOf(hit.entry.value, ctx.literal) as JsonValue | undefined;
    if (old === undefined) return ctx.manual(op.change, hit.entry.orig ?? place.site);
    hit.entry.key = op.to;
    hit.entry.value = { kind: "const", value: table({ [op.from]: old }) };
    return ctx.rewritten(op.change, hit.entry.orig ?? place.site);
  }
  if (op.absent.length === 0) return;
  const present: Row = {};
  let unsure = false;
  for (const row of op.absent) {
    const sibling = lookup(v, row.if, ctx.mayHold);
    if (sibling.entry && !ctx.mayBeAbsent(sibling.entry.value)) present[row.if] = true;
    else if (sibling.entry || sibling.uncertain) unsure = true;
  }
  if (unsure) return ctx.manual(op.change, place.site);
  v.entries.push({ key: op.to, value: { kind: "const", value: table(present) } });
  ctx.rewritten(op.change, place.site);
}
