/** `remove`: generator/shims/README.md, "The kinds one by one". */
import { placesAt, walk } from "../../upgrade/tree.js";
import { formatPath } from "../paths.js";
import { namesIn, TARGET, type TargetKind } from "./kind.js";

export const remove: TargetKind<"remove"> = {
  targeted: true,
  keys: [...TARGET, "at"],
  read: (r, v, at) => ({ target: r.target(v, at), at: r.path(v.at, [...at, "at"]) }),
  paths: (ins) => [[ins.at, "at"]],
  compile(ins, site, emit) {
    const unshimmable = emit.change.unshimmable !== undefined;
    const at = site.rel(ins.at);
    if (site.direction === "request")
      emit.request(site.operationId, unshimmable ? { op: "fail", when: "present", at } : { op: "drop", at });
    else if (unshimmable) emit.warn(site.operationId);
  },
  names: (ins) => namesIn(ins.at),
  upgraded: "rewritten",
  request(op, site, ctx) {
    if (op.op === "drop") {
      for (const place of placesAt(site, op.at, ctx, op.change, `remove \`${formatPath(op.at)}\``))
        if (place.remove) {
          place.remove();
          ctx.rewritten(op.change, place.site);
        }
    } else if (op.op === "fail") {
      const w = walk(site.args, op.at ?? [], ctx.mayHold);
      for (const n of [...w.places.map((p) => p.site), ...w.uncertain]) ctx.manual(op.change, n);
    }
  },
  response: {
    at: (ins) => ins.at,
    rewrite(_, change, read, ctx) {
      if (change.unshimmable) ctx.manual(change.name, read.node);
    },
  },
};
