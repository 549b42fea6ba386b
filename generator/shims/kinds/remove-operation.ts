/** `removeOperation`: generator/shims/README.md, "The kinds one by one". */
import { operationOf } from "../schemas.js";
import { wholeOperation, type OperationKind } from "./kind.js";

export const removeOperation: OperationKind<"removeOperation"> = {
  targeted: false,
  keys: ["operation", "operations"],
  read: (r, v, at) => ({ operations: r.operations(v, at) }),
  check(ins, { sides: s, fail, opsWhere }) {
    ins.operations.forEach((id, i) => {
      const where = opsWhere(i);
      if (operationOf(s.oldModel, id) === undefined) fail(where, `operation ${id} does not exist in ${s.from}`);
      if (operationOf(s.newModel, id) !== undefined) fail(where, `operation ${id} still exists in ${s.to}`);
    });
  },
  compile: (ins, emit) => ins.operations.forEach((id) => emit.removedBy(id)),
  coverage: (ins) => ins.operations.map((id) => wholeOperation(id)),
  upgraded: "manual",
  unshimmableOnly: "a removed operation cannot be shimmed",
  call(_, change, site, ctx) {
    if (ctx.run.chain.target.has(site.operationId)) ctx.rewritten(change.name, site.call);
    else ctx.manual(change.name, site.call);
  },
  flagsImport: (ins, id, ctx) => ins.operations.includes(id) && !ctx.run.chain.target.has(id),
};
