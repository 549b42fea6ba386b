/**
 * The upgrade engine: composes the compiled steps of specs/changes (one step per consecutive pair of revisions, in
 * catalog order) into one plan per operation, and runs a call through it:
 *
 *   old descriptor + args ──forward through every step──> newer descriptor + args ──send──> response
 *   response data ──backward through every step, newest first──> data in the old revision's shape
 *
 * A step (generated/client/upgrades/steps/<from>--<to>.js) says, per operation, the newer descriptor when it changed
 * (a moved path, a renamed path parameter, a new pagination style), the change that removed the operation, the
 * request instructions (applied oldest step first, in declaration order) and the response instructions (already
 * inverted and ordered for the way back). The instructions are data, run by the interpreter (upgrade-ops.ts);
 * imperative converters (`call`) are functions the step module re-exports.
 *
 * What cannot be converted fails before anything is sent (UnshimmableChangeError). A change declared unshimmable that
 * a call cannot be checked against in advance (a response field that is gone, a new pagination style) lets the call
 * through and warns once per client and change, naming the manual step.
 *
 * Loaded lazily by upgrade-hook.ts through generated/client/upgrades/<revision>.js; never part of a client that does
 * not upgrade.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import type { Client } from "./client.js";
import { RequestError } from "./errors.js";
import { warnLifecycle, type Lifecycle } from "./lifecycle.js";
import type { CallArgs, CallOptions, OperationDescriptor } from "./operation.js";
import type { Result } from "./result.js";
import { UnshimmableChangeError } from "./unshimmable-error.js";
import type { UpgradeContext, Upgrader } from "./upgrade-hook.js";
import { copyAlong, writesOf, type WriteTree } from "./upgrade-copy.js";
import { applyInstruction, cloneJson, ConversionStop, isObj, renameAt, type Instruction } from "./upgrade-ops.js";

/**
 * A declared change as the runtime needs it: its identity, and for unshimmable ones (or shimmed ones with limits) the
 * reason and manual step. The description stays in specs/changes and the reports: the runtime never shows it.
 */
export interface ChangeInfo {
  /** The revision that made the change. */
  readonly revision: string;
  readonly catalog?: string;
  readonly shimmed: boolean;
  readonly reason?: string;
  readonly manualStep?: string;
}

export interface StepOperation {
  /** The operation's descriptor in the step's newer revision, when it differs (or the operation comes back). */
  readonly descriptor?: OperationDescriptor;
  /** The change that removed the operation in this step. */
  readonly removedBy?: string;
  readonly request?: readonly Instruction[];
  readonly response?: readonly Instruction[];
}

export interface UpgradeStep {
  readonly from: string;
  readonly to: string;
  readonly lifecycle: Lifecycle | null;
  readonly changes: { readonly [name: string]: ChangeInfo };
  readonly operations: { readonly [operationId: string]: StepOperation };
}

/** A request converter gets the call's arguments, a response converter the response document; both return theirs. */
export type Converter = (value: Record<string, unknown>, operationId: string) => Record<string, unknown>;

/** A step module: the `step` data and the converters it names. */
export interface StepModule {
  readonly step: UpgradeStep;
  readonly [name: string]: unknown;
}

interface Bound {
  ins: Instruction;
  step: UpgradeStep;
  fn?: Converter;
}

interface Plan {
  /** The newest descriptor the steps give; the caller's own when none does. */
  descriptor?: OperationDescriptor;
  removed?: { change: string; step: UpgradeStep };
  request: Bound[];
  response: Bound[];
  /**
   * What a call copies of the caller's arguments before the request instructions run: the paths they write
   * (upgrade-copy.ts), "all" when one may write anywhere (a converter), "none" when there are none.
   */
  copy: WriteTree | "all" | "none";
}

/** The engine's pure conversions, for tests and tools: no network, no warnings kept. */
export interface Conversions {
  /** The newer descriptor and the arguments converted forward (a copy; the caller's are untouched). */
  forward(op: OperationDescriptor, args: CallArgs): { descriptor: OperationDescriptor; args: CallArgs };
  /** A response document of the newer revision, converted back (in place) to the old revision's shape. */
  backward(operationId: string, data: unknown): unknown;
}

export function createUpgrader(
  modules: readonly StepModule[],
  target: string,
  context: UpgradeContext,
): Upgrader & Conversions {
  const end = modules.findIndex((m) => m.step.to === target);
  if (end === -1) throw new RequestError(`no upgrade path to ${target}`);
  const chain = modules.slice(0, end + 1);
  const from = chain[0]!.step.from;
  const last = chain[chain.length - 1]!.step;
  if (last.lifecycle !== null) warnLifecycle(last.lifecycle, target, context.now(), context.warn);
  const plans = new Map<string, Plan>();
  const warned = new Set<string>();

  const planOf = (operationId: string): Plan => {
    let plan = plans.get(operationId);
    if (plan !== undefined) return plan;
    plan = { request: [], response: [], copy: "none" };
    for (const mod of chain) {
      const { step } = mod;
      const so = step.operations[operationId];
      if (so === undefined) continue;
      if (so.removedBy !== undefined) plan.removed = { change: so.removedBy, step };
      if (so.descriptor !== undefined) {
        plan.descriptor = so.descriptor;
        plan.removed = undefined;
      }
      for (const ins of so.request ?? []) plan.request.push(renameBound(bind(mod, ins)));
      plan.response.unshift(...(so.response ?? []).map((ins) => bind(mod, ins)));
    }
    plan.response = fuse(plan.response).map(renameBound);
    plan.copy = plan.request.length === 0 ? "none" : (writesOf(plan.request.map((b) => b.ins)) ?? "all");
    plans.set(operationId, plan);
    return plan;
  };

  const stop = (operationId: string, change: string, step: UpgradeStep): UnshimmableChangeError => {
    const info = step.changes[change];
    return new UnshimmableChangeError({
      change,
      catalogChange: info?.catalog,
      revision: info?.revision ?? step.to,
      operationId,
      from,
      to: target,
      reason: info?.reason ?? "",
      manualStep: info?.manualStep ?? "",
    });
  };

  const run = (list: Bound[], value: Record<string, unknown>, operationId: string): Record<string, unknown> => {
    let v = value;
    for (const { ins, step, fn } of list) {
      if (ins.op === "warn") {
        if (!warned.has(ins.change)) {
          warned.add(ins.change);
          const info = step.changes[ins.change];
          context.warn(
            `revforge: ${operationId} is sent as ${target}: ${ins.change} (${info?.revision ?? step.to}) is not ` +
              `handled by the shim: ${info?.reason ?? ""} Manual step: ${info?.manualStep ?? ""}`,
          );
        }
      } else if (fn !== undefined) v = fn(v, operationId);
      else {
        try {
          v = applyInstruction(v, ins);
        } catch (e) {
          if (e instanceof ConversionStop) throw stop(operationId, e.change, step);
          throw e;
        }
      }
    }
    return v;
  };

  const forward = (op: OperationDescriptor, args: CallArgs) => {
    const plan = planOf(op.id);
    if (plan.removed !== undefined) throw stop(op.id, plan.removed.change, plan.removed.step);
    const descriptor = plan.descriptor ?? op;
    if (plan.request.length === 0) return { descriptor, args };
    const copy = plan.copy === "none" ? args : plan.copy === "all" ? cloneJson(args) : copyAlong(args, plan.copy);
    return { descriptor, args: run(plan.request, copy as Record<string, unknown>, op.id) as CallArgs };
  };

  const backward = (operationId: string, data: unknown): unknown => {
    const plan = planOf(operationId);
    if (plan.response.length === 0 || !isObj(data)) return data;
    return run(plan.response, data, operationId);
  };

  // No async functions on the call path: the core's promise is the call's. Responses come back through `backward`,
  // which the core calls as it reads a success body (upgrade-hook.ts): a `then` per call measurably slowed reads.
  return {
    forward,
    backward,
    request<T>(core: Client, op: OperationDescriptor, args: CallArgs, options?: CallOptions): Promise<Result<T>> {
      let out: { descriptor: OperationDescriptor; args: CallArgs };
      try {
        out = forward(op, args);
      } catch (e) {
        return Promise.reject(e);
      }
      return core.request<T>(out.descriptor, out.args, options);
    },
    requestUrl<T>(
      core: Client,
      op: OperationDescriptor,
      url: string,
      args: Pick<CallArgs, "headers" | "cookies" | "body">,
      options?: CallOptions,
    ): Promise<Result<T>> {
      const plan = planOf(op.id);
      if (plan.removed !== undefined) return Promise.reject(stop(op.id, plan.removed.change, plan.removed.step));
      return core.requestUrl<T>(plan.descriptor ?? op, url, args, options);
    },
  };
}

/**
 * Consecutive, independent renames at the same path become one pass over the objects there (one copy of each object
 * instead of one per rename). A chain (a → b, then b → c) or a collision stays as separate renames.
 */
function fuse(list: Bound[]): Bound[] {
  const out: Bound[] = [];
  for (const b of list) {
    const last = out[out.length - 1];
    const ins = b.ins;
    if (
      ins.op === "rename" &&
      last !== undefined &&
      (last.ins.op === "rename" || last.ins.op === "renames") &&
      JSON.stringify(last.ins.at) === JSON.stringify(ins.at) &&
      // Only independent renames run at once: no name of this one is a name of the earlier ones.
      !(last.ins.op === "rename" ? [last.ins.from, last.ins.to] : last.ins.pairs.flat()).some(
        (name) => name === ins.from || name === ins.to,
      )
    ) {
      const pairs = last.ins.op === "rename" ? [[last.ins.from, last.ins.to] as const] : last.ins.pairs;
      out[out.length - 1] = {
        ...last,
        ins: { op: "renames", at: ins.at, pairs: [...pairs, [ins.from, ins.to]], change: last.ins.change },
      };
    } else out.push(b);
  }
  return out;
}

/**
 * A rename bound to a function, once per plan, as a `call` is to its converter: `run` calls it without going through
 * `applyInstruction`, and its pairs are built here rather than per call. Renames are most of what responses need (the
 * benchmark's page of 20 profiles has 40 objects renamed on every call).
 */
function renameBound(b: Bound): Bound {
  const { ins } = b;
  if (ins.op !== "rename" && ins.op !== "renames") return b;
  const pairs = ins.op === "rename" ? [[ins.from, ins.to] as const] : ins.pairs;
  return { ...b, fn: (value) => renameAt(value, ins.at, pairs) };
}

function bind(mod: StepModule, ins: Instruction): Bound {
  if (ins.op !== "call") return { ins, step: mod.step };
  const fn = mod[ins.fn];
  if (typeof fn !== "function") throw new RequestError(`upgrade step ${mod.step.to}: converter ${ins.fn} is missing`);
  return { ins, step: mod.step, fn: fn as Converter };
}
