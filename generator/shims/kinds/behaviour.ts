/** `behaviour`: generator/shims/README.md, "The kinds one by one". */
import { namesIn, TARGET, touches, wholeOperation, type TargetKind } from "./kind.js";

export const behaviour: TargetKind<"behaviour"> = {
  targeted: true,
  keys: [...TARGET, "at", "note"],
  read: (r, v, at) => ({
    target: r.target(v, at),
    note: r.field(v, at, "note"),
    ...(v.at !== undefined && { at: r.path(v.at, [...at, "at"]) }),
  }),
  paths: (ins) => (ins.at === undefined ? [] : [[ins.at, "at"]]),
  compile(_, site, emit) {
    if (emit.change.unshimmable) emit.warn(site.operationId);
  },
  coverage: (ins, site) => [touches(site, [ins.at ? site.body(ins.at) : []]), wholeOperation(site.operationId)],
  names: (ins) => namesIn(ins.at),
  upgraded: "nothing",
  call(ins, change, site, ctx) {
    if (change.unshimmable !== undefined && ins.at === undefined) ctx.manual(change.name, site.call);
  },
  response: {
    at: (ins) => ins.at,
    rewrite(ins, change, read, ctx) {
      if (change.unshimmable === undefined || ins.target.kind !== "operations") return;
      const from = ctx.originOperation(read);
      if (from === undefined || ins.target.operations.includes(from)) ctx.manual(change.name, read.node);
    },
  },
  untyped: true,
};
