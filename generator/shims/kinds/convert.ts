/** `convert`: generator/shims/README.md, "The kinds one by one". */
import { defined } from "../../output/defined.js";
import type { OperationKind } from "./kind.js";

const DIRECTIONS = ["request", "response"] as const;

export const convert: OperationKind<"convert"> = {
  targeted: false,
  keys: ["operation", "operations", "request", "response"],
  read(r, v, at) {
    const request = r.optField(v, at, "request");
    const response = r.optField(v, at, "response");
    if (request === undefined && response === undefined)
      r.fail(at, "convert names a request or a response converter (or both)");
    for (const [key, fn] of Object.entries({ request, response }))
      if (fn !== undefined && !/^[a-z][A-Za-z0-9]*$/.test(fn))
        r.fail([...at, key], `${fn} is not a converter function name (camelCase)`);
    return { operations: r.operations(v, at), ...defined({ request, response }) };
  },
  check(ins, { at, both, fail, opsWhere, converters, sides }) {
    const known = converters.get(sides.to);
    const file = `generator/shims/converters/${sides.to}.ts`;
    for (const key of DIRECTIONS) {
      const fn = ins[key];
      if (fn === undefined || known?.has(fn)) continue;
      // Converters are revforge's own code, typed against its own specs: a config's own changes have none to name.
      fail(
        [...at, key],
        known
          ? `${fn} is not exported by ${file}`
          : `${fn} names a converter, and there is none for ${sides.to}: converters (${file}) go with revforge's own specs/changes only`,
      );
    }
    ins.operations.forEach((id, i) => both(id, opsWhere(i)));
  },
  compile({ operations, request, response }, emit) {
    for (const id of operations) {
      if (request) emit.request(id, { op: "call", fn: request });
      if (response) emit.response(id, { op: "call", fn: response }, true);
    }
    for (const fn of [request, response]) if (fn) emit.converter(fn);
  },
  coverage: (ins) =>
    ins.operations.flatMap((operationId) =>
      DIRECTIONS.filter((d) => ins[d]).map((direction) => ({ operationId, direction, paths: [[]], parameters: [] })),
    ),
  upgraded: "manual",
  call: (_, change, site, ctx) => ctx.manual(change.name, site.call),
  untyped: true,
};
