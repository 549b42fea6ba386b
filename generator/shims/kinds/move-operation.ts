/** `moveOperation`: generator/shims/README.md, "The kinds one by one". */
import type { Operation } from "../../model/index.js";
import { namesIn, wholeOperation, type OperationKind } from "./kind.js";

export const moveOperation: OperationKind<"moveOperation"> = {
  targeted: false,
  keys: ["operation", "from", "to"],
  read: (r, v, at) => ({
    operation: r.field(v, at, "operation"),
    from: r.field(v, at, "from"),
    to: r.field(v, at, "to"),
  }),
  check(ins, { at, both, fail, sides: s }) {
    const [a, b] = both(ins.operation, [...at, "operation"]);
    const show = (o: Operation) => `${o.method.toUpperCase()} ${o.path}`;
    if (ins.from !== show(a)) fail([...at, "from"], `${ins.operation} is ${show(a)} in ${s.from}, not ${ins.from}`);
    if (ins.to !== show(b)) fail([...at, "to"], `${ins.operation} is ${show(b)} in ${s.to}, not ${ins.to}`);
  },
  compile: (ins, emit) => emit.explains(ins.operation, "move"),
  coverage: (ins) => [wholeOperation(ins.operation)],
  // Its method and path, cut like a name: a type error's words hold no space, so only a piece after a `.`, `[` or `]`
  // of the path can match one.
  names: (ins) => namesIn(ins.from, ins.to),
  upgraded: "rewritten",
  call: (_, change, site, ctx) => ctx.rewritten(change.name, site.call),
};
