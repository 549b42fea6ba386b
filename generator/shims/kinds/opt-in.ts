/** `optIn`: generator/shims/README.md, "The kinds one by one". */
import { constantOf, deref, lookup, setAt } from "../../upgrade/tree.js";
import { checkPaths } from "../declarations/check.js";
import { bodySchema, operationOf, sitesOf } from "../schemas.js";
import { namesIn, type OperationKind } from "./kind.js";

export const optIn: OperationKind<"optIn"> = {
  targeted: false,
  keys: ["operation", "operations", "parameter", "value", "schema", "property"],
  read(r, v, at) {
    const operations = r.operations(v, at);
    const parameter = r.field(v, at, "parameter");
    const value = r.field(v, at, "value");
    const schema = r.optField(v, at, "schema");
    const property = v.property === undefined ? undefined : r.path(v.property, [...at, "property"]);
    if (schema !== undefined && property === undefined)
      r.fail([...at, "schema"], "schema goes with property (where the opted-in property is in it)");
    return { operations, parameter, value, ...(schema !== undefined && { schema }), ...(property && { property }) };
  },
  check(ins, { at, both, fail, opsWhere, schema, sides: s }) {
    ins.operations.forEach((id, i) => {
      const [, b] = both(id, opsWhere(i));
      const p = b.parameters.query.find((q) => q.name === ins.parameter);
      if (p === undefined)
        return fail([...at, "parameter"], `${id} has no query parameter ${ins.parameter} in ${s.to}`);
      const allowed = enumOf(p.schema);
      if (allowed !== undefined && !allowed.includes(ins.value))
        fail([...at, "value"], `${ins.parameter} of ${id} does not accept ${ins.value} in ${s.to}`);
      if (ins.property !== undefined && ins.schema === undefined) {
        const target = { kind: "operations" as const, operations: [id], in: "response" as const };
        checkPaths(ins.property, [...at, "property"], target, s, fail, []);
      }
    });
    if (ins.schema !== undefined) {
      schema(ins.schema);
      checkPaths(ins.property!, [...at, "property"], { kind: "schema", schema: ins.schema }, s, fail, []);
    }
  },
  compile(ins, emit) {
    for (const id of ins.operations) emit.request(id, { op: "optIn", parameter: ins.parameter, value: ins.value });
  },
  coverage: (ins, input) =>
    ins.operations.flatMap((operationId) => {
      const { property, schema } = ins;
      const response = bodySchema(operationOf(input.newModel, operationId), "response");
      const paths =
        property === undefined
          ? [[]]
          : schema === undefined
            ? [property.slice(1)]
            : sitesOf(input.newModel, response, schema).map((site) => [...site, ...property]);
      return [
        { operationId, direction: "request", paths: [], parameters: [ins.parameter] },
        { operationId, direction: "response", paths, parameters: [] },
      ];
    }),
  names: (ins) => namesIn(ins.parameter, ins.property),
  upgraded: "rewritten",
  request(op, site, ctx) {
    if (op.op !== "optIn") return;
    const step = `ask for \`${op.value}\` in the \`${op.parameter}\` query parameter`;
    const args = deref(site.args.get());
    const query = args.kind === "obj" ? lookup(args, "query", ctx.mayHold) : undefined;
    const q = query?.entry && deref(query.entry.value);
    const param = q?.kind === "obj" ? lookup(q, op.parameter, ctx.mayHold) : undefined;
    if (param?.entry) {
      const list = deref(param.entry.value);
      // A query object shared by several calls holds the value once the first call's rewrite put it there.
      if (list.kind === "const" && [list.value].flat().includes(op.value)) return;
      if (list.kind === "arr" && list.lit && !list.open) {
        if (list.items.some((s) => constantOf(s.value, ctx.literal) === op.value)) return;
        list.items.push({ value: { kind: "const", value: op.value } });
        return ctx.rewritten(op.change, param.entry.orig ?? site.call);
      }
      const text = list.kind === "expr" ? ctx.literal(list.expr) : undefined;
      if (typeof text === "string") {
        const values = text.split(",").filter((s) => s !== "");
        if (!values.includes(op.value)) values.push(op.value);
        param.entry.value = { kind: "const", value: values };
        return ctx.rewritten(op.change, param.entry.orig ?? site.call);
      }
      return ctx.manual(op.change, param.entry.orig ?? site.call, step);
    }
    const unsure =
      args.kind === "expr" ||
      query?.uncertain !== undefined ||
      (q !== undefined && q.kind !== "obj") ||
      param?.uncertain !== undefined;
    if (unsure) return ctx.manual(op.change, site.call, step);
    const stop = setAt(site.args, ["query", op.parameter], { kind: "const", value: [op.value] }, ctx.mayHold);
    if (stop) ctx.manual(op.change, stop, step);
    else ctx.rewritten(op.change, site.call);
  },
  untyped: true,
};

function enumOf(schema: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const items = schema.items as Record<string, unknown> | undefined;
  return items && Array.isArray(items.enum) ? items.enum : undefined;
}
