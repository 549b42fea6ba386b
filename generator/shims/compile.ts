/**
 * Compiles the declared changes of one step into the runtime's step data (generator/shims/README.md, "Compiling a
 * step"). Descriptor changes that no declaration explains (a method or path, a path parameter name) and operations
 * removed without a declaration fail the compilation: the shim would otherwise send to a place nobody declared.
 */
import type { OperationDescriptor } from "../../templates/runtime/operation.js";
import { authSchemes } from "../emit/auth-schemes.js";
import { descriptorOf } from "../emit/descriptor.js";
import type { ApiModel, Operation } from "../model/index.js";
import type { Lifecycle } from "../../templates/runtime/lifecycle.js";
import type { ChangeInfo, StepOperation, UpgradeStep } from "../../templates/runtime/upgrade.js";
import type { Instruction as RuntimeInstruction, ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { defined } from "../output/defined.js";
import { remember } from "../run-context.js";
import type { ChangeDecl, Direction, Instruction } from "./declarations/types.js";
import { directionsOf, kindOf, type Targeted } from "./kinds/index.js";
import { touches, type CoverageEntry, type Emit } from "./kinds/kind.js";
import { bodySchema, operationOf, sitesOf } from "./schemas.js";

export class CompileError extends Error {}

/** What one change does to one operation in one direction: the payload paths it touches, or the whole operation. */
export interface Coverage {
  change: string;
  operationId: string;
  direction: Direction | "operation";
  /** Body-relative paths (request paths without their `body` root); `[]` matches the whole body. */
  paths: ValuePath[];
  /** Request parameters it touches (`path`/`query` names). */
  parameters: string[];
}

export interface CompiledStep {
  step: UpgradeStep;
  /** The converter functions the step uses (exported by generator/shims/converters/<to>.ts). */
  converters: string[];
  coverage: Coverage[];
  /** Every request instruction of `step`, in the order each operation runs them, with the declaration it came from. */
  requests: { ins: Instruction; operationId: string; op: RuntimeInstruction }[];
}

export interface StepInput {
  from: string;
  to: string;
  oldModel: ApiModel;
  newModel: ApiModel;
  lifecycle: Lifecycle | null;
  changes: ChangeDecl[];
  /** Operation ids of every revision before `from` (an operation that comes back gets its descriptor again). */
  earlier: ReadonlySet<string>;
  /** The package's `auth` is typed from the security schemes: descriptors name schemes (emit/auth-schemes.ts). */
  schemeAuth?: boolean;
}

/** Per operation, what its declarations explain about its descriptor: a move, or renamed path parameters. */
type Explained = Map<string, Set<"move" | "params">>;

interface Slot {
  request: RuntimeInstruction[];
  response: RuntimeInstruction[];
  descriptor?: OperationDescriptor;
  removedBy?: string;
}

export function compileStep(input: StepInput): CompiledStep {
  const ops = new Map<string, Slot>();
  const slot = (id: string) => remember(ops, id, (): Slot => ({ request: [], response: [] }));
  const coverage: Coverage[] = [];
  const requests: CompiledStep["requests"] = [];
  const converters = new Set<string>();
  const changes: Record<string, ChangeInfo> = {};
  const explained: Explained = new Map();
  const emitter = (change: ChangeDecl, ins: Instruction): Emit => ({
    change,
    request(id, op) {
      const full = { ...op, change: change.name } as RuntimeInstruction;
      slot(id).request.push(full);
      requests.push({ ins, operationId: id, op: full });
    },
    response: (id, op, last) =>
      void slot(id).response[last ? "push" : "unshift"]({ ...op, change: change.name } as RuntimeInstruction),
    warn(id) {
      const s = slot(id);
      if (!s.request.some((i) => i.op === "warn" && i.change === change.name))
        s.request.unshift({ op: "warn", change: change.name });
    },
    removedBy: (id) => void (slot(id).removedBy = change.name),
    explains: (id, what) => void remember(explained, id, () => new Set()).add(what),
    converter: (fn) => void converters.add(fn),
  });

  for (const c of input.changes) {
    const why = c.unshimmable ?? c.limits;
    const optional = defined({ catalog: c.catalog, reason: why?.reason, manualStep: why?.manualStep });
    changes[c.name] = { revision: c.revision, shimmed: c.unshimmable === undefined, ...optional };
    for (const ins of c.instructions) {
      const kind = kindOf(ins);
      const emit = emitter(c, ins);
      const cover = (entries: CoverageEntry[]) => entries.forEach((e) => coverage.push({ change: c.name, ...e }));
      if (!kind.targeted) {
        kind.compile(ins, emit);
        cover(kind.coverage(ins, input));
      } else
        for (const site of sitesFor(ins as Targeted, input)) {
          kind.compile(ins, site, emit);
          const named = kind.paths(ins).map(([p]) => site.body(p));
          cover(kind.coverage?.(ins, site) ?? [touches(site, named)]);
        }
    }
  }

  setDescriptors(input, explained, slot);
  for (const a of input.oldModel.operations)
    if (operationOf(input.newModel, a.operationId) === undefined && ops.get(a.operationId)?.removedBy === undefined)
      throw new CompileError(
        `${input.from} -> ${input.to}: ${a.operationId} is removed but no change declares it (removeOperation)`,
      );
  const operations: Record<string, StepOperation> = {};
  for (const id of [...ops.keys()].sort()) {
    // Every slot holds something: it is made only to be written to.
    const { descriptor, removedBy, request, response } = ops.get(id)!;
    operations[id] = {
      ...defined({ descriptor, removedBy }),
      ...(request.length > 0 && { request }),
      ...(response.length > 0 && { response }),
    };
  }
  return {
    step: { from: input.from, to: input.to, lifecycle: input.lifecycle, changes, operations },
    converters: [...converters].sort(),
    coverage,
    requests,
  };
}

/**
 * Gives every operation of the newer revision its runtime descriptor when it differs from the older one's (or when
 * the operation comes back after a revision without it).
 */
function setDescriptors(input: StepInput, explained: Explained, slot: (id: string) => Slot): void {
  // A model's security schemes, once per model rather than per operation.
  const [oldSchemes, newSchemes] = [input.oldModel, input.newModel].map((m) =>
    input.schemeAuth ? authSchemes(m) : undefined,
  );
  for (const b of input.newModel.operations) {
    const a = operationOf(input.oldModel, b.operationId);
    const db = descriptorOf(b, input.newModel, newSchemes);
    if (a === undefined) {
      if (input.earlier.has(b.operationId)) slot(b.operationId).descriptor = db;
      continue;
    }
    const da = descriptorOf(a, input.oldModel, oldSchemes);
    if (JSON.stringify(da) === JSON.stringify(db)) continue;
    checkExplained(a, b, explained.get(b.operationId), input);
    slot(b.operationId).descriptor = db;
  }
}

/** A method or path that changed needs a moveOperation; path parameter names alone need a renameParameter. */
function checkExplained(a: Operation, b: Operation, why: Set<"move" | "params"> | undefined, input: StepInput): void {
  if (why?.has("move")) return;
  const where = `${input.from} -> ${input.to}: ${b.operationId}`;
  if (a.method !== b.method)
    throw new CompileError(`${where} changes method and no change declares it (moveOperation)`);
  const shape = (p: string) => p.replace(/\{[^}]*\}/g, "{}");
  if (shape(a.path) !== shape(b.path))
    throw new CompileError(`${where} moves from ${a.path} to ${b.path} and no change declares it (moveOperation)`);
  if (a.path !== b.path && !why?.has("params"))
    throw new CompileError(
      `${where} renames a path parameter (${a.path} -> ${b.path}) and no change declares it (renameParameter)`,
    );
}

/** Where an instruction on a target acts (generator/shims/README.md, "sites"). */
export interface Site {
  operationId: string;
  direction: Direction;
  /** An instruction path as the runtime applies it (from the call's arguments, or from the response body). */
  rel(p: ValuePath): ValuePath;
  /** The same path relative to the body, for coverage; undefined for a `path.`/`query.` parameter. */
  body(p: ValuePath): ValuePath | undefined;
}

/** Every operation and direction an instruction on a target acts in (none: it applies nowhere, check.ts). */
export function sitesFor(ins: Targeted, input: Pick<StepInput, "oldModel" | "newModel">): Site[] {
  const out: Site[] = [];
  const directions = directionsOf(ins);
  for (const a of input.oldModel.operations) {
    const b = operationOf(input.newModel, a.operationId);
    if (b === undefined) continue;
    for (const d of directions) {
      const operationId = a.operationId;
      if (ins.target.kind === "operations") {
        if (!ins.target.operations.includes(operationId)) continue;
        // Rooted paths: a request path starts at the call's arguments (body., path., query.); a response path at the
        // response document, whose `body.` root is dropped.
        out.push(
          d === "request"
            ? { operationId, direction: d, rel: (p) => p, body: (p) => (p[0] === "body" ? p.slice(1) : undefined) }
            : { operationId, direction: d, rel: (p) => p.slice(1), body: (p) => p.slice(1) },
        );
        continue;
      }
      const model = d === "request" ? input.oldModel : input.newModel;
      for (const site of sitesOf(model, bodySchema(d === "request" ? a : b, d), ins.target.schema))
        out.push({
          operationId,
          direction: d,
          rel: (p) => (d === "request" ? ["body", ...site, ...p] : [...site, ...p]),
          body: (p) => [...site, ...p],
        });
    }
  }
  return out;
}
