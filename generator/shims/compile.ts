/**
 * Compiles the declared changes of one step (an older revision to the next one along the catalog's chain) into the
 * runtime's step data (templates/runtime/upgrade.ts `UpgradeStep`): per operation the newer descriptor when it
 * changed, the change that removed it, the request instructions (forward, in declaration order) and the response
 * instructions (inverted, in the order of the way back). It also returns what each change covers, for the coverage
 * gate and the reports (coverage.ts).
 *
 * How each declaration compiles (request → forward; response → backward):
 *   rename            request: rename from→to            response: rename to→from
 *   move              request: move from→to (+ set)      response: move to→from, unset, prune emptied containers
 *   set, restructure  request only
 *   remove            shimmed: request drops it; unshimmable: a request carrying it fails, a response warns
 *   optIn             request: add the value to the query parameter (the response already has the property's place)
 *   convert           the named converter (generator/shims/converters/<revision>.ts) on the request or response
 *   renameParameter   request: rename in `path` / `query`; moveOperation: the descriptor (checked, not converted)
 *   removeOperation   the operation's calls fail when the target revision does not have it
 *   behaviour         shimmed: nothing to convert; unshimmable: warn once per client
 * Schema-targeted instructions fire at every site of the schema: request sites on the older model (the shape the
 * request has when the step starts), response sites on the newer one.
 *
 * Descriptor changes that no declaration explains (a method or path, a path parameter name) and operations removed
 * without a declaration fail the compilation: the shim would otherwise send to a place nobody declared.
 */
import type { OperationDescriptor } from "../../templates/runtime/operation.js";
import type { ChangeInfo, StepOperation } from "../../templates/runtime/upgrade.js";
import type { Instruction as RuntimeInstruction, ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { formatPath, splitShared, startsWithPath } from "./paths.js";
import { bodySchema, operationOf, sitesOf } from "./schemas.js";
import { defined, sitesFor } from "./sites.js";
import type { CompiledStep, Coverage, StepInput } from "./step.js";
import { CompileError, stepDescriptors, type Explained } from "./descriptors.js";

export { CompileError } from "./descriptors.js";

export function compileStep(input: StepInput): CompiledStep {
  const { oldModel, newModel } = input;
  const ops = new Map<
    string,
    {
      request: RuntimeInstruction[];
      response: RuntimeInstruction[];
      descriptor?: OperationDescriptor;
      removedBy?: string;
    }
  >();
  const slot = (id: string) => {
    let s = ops.get(id);
    if (s === undefined) ops.set(id, (s = { request: [], response: [] }));
    return s;
  };
  const coverage: Coverage[] = [];
  const cover = (
    change: string,
    operationId: string,
    direction: Coverage["direction"],
    paths: ValuePath[],
    parameters: string[] = [],
  ) => coverage.push({ change, operationId, direction, paths, parameters });
  const converters = new Set<string>();
  const changes: Record<string, ChangeInfo> = {};
  const explained: Explained = new Map();

  for (const c of input.changes) {
    const info: { -readonly [K in keyof ChangeInfo]: ChangeInfo[K] } = {
      revision: c.revision,
      shimmed: c.unshimmable === undefined,
    };
    if (c.catalog !== undefined) info.catalog = c.catalog;
    const why = c.unshimmable ?? c.limits;
    if (why) {
      info.reason = why.reason;
      info.manualStep = why.manualStep;
    }
    changes[c.name] = info;
    const unshimmable = c.unshimmable !== undefined;
    for (const ins of c.instructions) {
      const name = c.name;
      switch (ins.kind) {
        case "moveOperation":
          note(explained, ins.operation, "move");
          cover(name, ins.operation, "operation", []);
          continue;
        case "removeOperation":
          for (const id of ins.operations) {
            slot(id).removedBy = name;
            cover(name, id, "operation", []);
          }
          continue;
        case "renameParameter":
          note(explained, ins.operation, "params");
          slot(ins.operation).request.push({ op: "rename", at: [ins.in], from: ins.from, to: ins.to, change: name });
          cover(name, ins.operation, "request", [], [ins.from, ins.to]);
          continue;
        case "optIn":
          for (const id of ins.operations) {
            slot(id).request.push({ op: "optIn", parameter: ins.parameter, value: ins.value, change: name });
            cover(name, id, "request", [], [ins.parameter]);
            const b = operationOf(newModel, id);
            const paths =
              ins.property === undefined
                ? [[]]
                : ins.schema === undefined
                  ? [ins.property.slice(1)]
                  : sitesOf(newModel, b && bodySchema(b, "response"), ins.schema, input.sites).map((site) => [
                      ...site,
                      ...ins.property!,
                    ]);
            cover(name, id, "response", paths);
          }
          continue;
        case "convert":
          for (const id of ins.operations)
            for (const d of ["request", "response"] as const) {
              const fn = ins[d];
              if (!fn) continue;
              slot(id)[d].push({ op: "call", fn, change: name });
              converters.add(fn);
              cover(name, id, d, [[]]);
            }
          continue;
        default:
          break;
      }
      for (const site of sitesFor(ins, input)) {
        const { operationId: id, direction: d, rel, body } = site;
        const s = slot(id);
        switch (ins.kind) {
          case "rename":
            if (d === "request")
              s.request.push({ op: "rename", at: rel(ins.at), from: ins.from, to: ins.to, change: name });
            else s.response.unshift({ op: "rename", at: rel(ins.at), from: ins.to, to: ins.from, change: name });
            cover(name, id, d, defined([body([...ins.at, ins.from]), body([...ins.at, ins.to])]));
            break;
          case "move": {
            const split = splitShared(rel(ins.from), rel(ins.to));
            if (split === undefined)
              throw new CompileError(`${name}: a move must stay inside the array elements it starts in`);
            const relSet = ins.set.map(([p, v]) => {
              if (!startsWithPath(rel(p), split.each))
                throw new CompileError(
                  `${name}: set ${formatPath(p)} is outside the array elements the move happens in`,
                );
              return [rel(p).slice(split.each.length), v] as const;
            });
            if (d === "request") {
              if (ins.requires !== undefined)
                s.request.push({ op: "fail", when: "notObject", at: rel(ins.requires), change: name });
              s.request.push({
                op: "move",
                each: split.each,
                from: split.from,
                to: split.to,
                ...(relSet.length > 0 ? { set: relSet } : {}),
                change: name,
              });
            } else {
              s.response.unshift({
                op: "move",
                each: split.each,
                from: split.to,
                to: split.from,
                ...(relSet.length > 0 ? { unset: relSet } : {}),
                prune: true,
                change: name,
              });
            }
            const paths: ValuePath[] = [];
            const params: string[] = [];
            for (const p of [ins.from, ins.to, ...ins.set.map(([q]) => q)]) {
              const b = body(p);
              if (b === undefined) params.push(String(p[1]));
              else paths.push(b);
            }
            cover(name, id, d, paths, params);
            break;
          }
          case "set":
            s.request.push({
              op: "set",
              at: rel(ins.at),
              value: ins.value,
              ...(ins.ifAbsent ? { ifAbsent: true } : {}),
              change: name,
            });
            cover(name, id, d, defined([body(ins.at)]));
            break;
          case "restructure":
            s.request.push({
              op: "table",
              at: rel(ins.at),
              from: ins.from,
              to: ins.to,
              rows: ins.table,
              absent: ins.whenAbsent,
              change: name,
            });
            cover(name, id, d, defined([body([...ins.at, ins.from]), body([...ins.at, ins.to])]));
            break;
          case "remove":
            if (d === "request")
              s.request.push(
                unshimmable
                  ? { op: "fail", when: "present", at: rel(ins.at), change: name }
                  : { op: "drop", at: rel(ins.at), change: name },
              );
            else if (unshimmable) addWarn(s, name);
            cover(name, id, d, defined([body(ins.at)]));
            break;
          case "behaviour":
            if (unshimmable) addWarn(s, name);
            cover(name, id, d, defined([ins.at ? body(ins.at) : []]));
            cover(name, id, "operation", []);
            break;
        }
      }
    }
  }

  for (const [id, d] of stepDescriptors(input, explained)) slot(id).descriptor = d;
  for (const a of oldModel.operations)
    if (operationOf(newModel, a.operationId) === undefined && ops.get(a.operationId)?.removedBy === undefined)
      throw new CompileError(
        `${input.from} -> ${input.to}: ${a.operationId} is removed but no change declares it (removeOperation)`,
      );
  const operations: Record<string, StepOperation> = {};
  for (const id of [...ops.keys()].sort()) {
    const s = ops.get(id)!;
    const out: { -readonly [K in keyof StepOperation]: StepOperation[K] } = {};
    if (s.descriptor !== undefined) out.descriptor = s.descriptor as OperationDescriptor;
    if (s.removedBy !== undefined) out.removedBy = s.removedBy;
    if (s.request.length > 0) out.request = s.request;
    if (s.response.length > 0) out.response = s.response;
    if (Object.keys(out).length > 0) operations[id] = out;
  }
  return {
    step: { from: input.from, to: input.to, lifecycle: input.lifecycle, changes, operations },
    converters: [...converters].sort(),
    coverage,
  };
}

function note(map: Explained, id: string, what: "move" | "params") {
  let s = map.get(id);
  if (s === undefined) map.set(id, (s = new Set()));
  s.add(what);
}

function addWarn(s: { request: RuntimeInstruction[] }, change: string): void {
  if (!s.request.some((i) => i.op === "warn" && i.change === change)) s.request.unshift({ op: "warn", change });
}
