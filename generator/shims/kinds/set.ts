/** `set`: generator/shims/README.md, "The kinds one by one". */
import { isDeepStrictEqual } from "node:util";
import type { JsonValue } from "../../../templates/runtime/upgrade-ops.js";
import { lastArray } from "../../../templates/runtime/upgrade-paths.js";
import { constantOf, placesAt, setAt, walk } from "../../upgrade/tree.js";
import { namesIn, TARGET, type TargetKind } from "./kind.js";

export const set: TargetKind<"set"> = {
  targeted: true,
  requestOnly: true,
  keys: [...TARGET, "at", "value", "ifAbsent"],
  read(r, v, at) {
    if (!("value" in v)) r.fail(at, "set needs a value");
    if (v.ifAbsent !== undefined && typeof v.ifAbsent !== "boolean")
      r.fail([...at, "ifAbsent"], "ifAbsent must be true or false");
    return {
      target: r.target(v, at),
      at: r.path(v.at, [...at, "at"]),
      value: v.value as JsonValue,
      ifAbsent: v.ifAbsent === true,
    };
  },
  paths: (ins) => [[ins.at, "at"]],
  compile(ins, site, emit) {
    const at = site.rel(ins.at);
    emit.request(site.operationId, { op: "set", at, value: ins.value, ...(ins.ifAbsent ? { ifAbsent: true } : {}) });
  },
  names: (ins) => namesIn(ins.at),
  upgraded: "rewritten",
  request(op, site, ctx) {
    if (op.op !== "set") return;
    const split = lastArray(op.at);
    const rel = op.at.slice(split) as string[];
    for (const place of placesAt(site, op.at.slice(0, split), ctx, op.change)) {
      const there = walk(place, rel, ctx.mayHold);
      if (there.uncertain.length > 0) {
        ctx.manual(op.change, there.uncertain[0]!);
        continue;
      }
      const current = there.places[0];
      if (current && (op.ifAbsent || isDeepStrictEqual(constantOf(current.get(), ctx.literal), op.value))) continue;
      const stop = setAt(place, rel, { kind: "const", value: op.value }, ctx.mayHold);
      if (stop) ctx.manual(op.change, stop);
      else ctx.rewritten(op.change, current?.site ?? place.site);
    }
  },
};
