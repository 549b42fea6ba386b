/** `renameParameter`: generator/shims/README.md, "The kinds one by one". */
import { namesIn, type OperationKind } from "./kind.js";
import { renameRequest } from "./rename.js";

export const renameParameter: OperationKind<"renameParameter"> = {
  targeted: false,
  keys: ["operation", "in", "from", "to"],
  read(r, v, at) {
    const loc = r.field(v, at, "in");
    if (loc !== "path" && loc !== "query") return r.fail([...at, "in"], `in must be path or query, not ${loc}`);
    return {
      operation: r.field(v, at, "operation"),
      in: loc,
      from: r.field(v, at, "from"),
      to: r.field(v, at, "to"),
    };
  },
  check(ins, { at, both, fail, sides: s }) {
    const [a, b] = both(ins.operation, [...at, "operation"]);
    if (!a.parameters[ins.in].some((p) => p.name === ins.from))
      fail([...at, "from"], `${ins.operation} has no ${ins.in} parameter ${ins.from} in ${s.from}`);
    if (!b.parameters[ins.in].some((p) => p.name === ins.to))
      fail([...at, "to"], `${ins.operation} has no ${ins.in} parameter ${ins.to} in ${s.to}`);
  },
  compile(ins, emit) {
    emit.explains(ins.operation, "params");
    emit.request(ins.operation, { op: "rename", at: [ins.in], from: ins.from, to: ins.to });
  },
  coverage: (ins) => [{ operationId: ins.operation, direction: "request", paths: [], parameters: [ins.from, ins.to] }],
  names: (ins) => namesIn(ins.from, ins.to),
  upgraded: "rewritten",
  request: renameRequest,
};
