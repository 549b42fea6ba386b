/** What an instruction kind is made of (generator/shims/README.md). */
import type {
  JsonValue,
  Instruction as RuntimeInstruction,
  ValuePath,
} from "../../../templates/runtime/upgrade-ops.js";
import type { Operation } from "../../model/index.js";
import type { CallSite, StepContext } from "../../upgrade/context.js";
import type { Read } from "../../upgrade/reads.js";
import type { Fail, Sides } from "../declarations/check.js";
import type { Shape } from "../declarations/read.js";
import type { ChangeDecl, Instruction, InstructionKind, Where } from "../declarations/types.js";
import type { Coverage, Site, StepInput } from "../compile.js";

export type Declared<K extends InstructionKind> = Extract<Instruction, { kind: K }>;
export type { RuntimeInstruction };
/** A runtime instruction as a kind writes it: compile.ts adds the change's name. */
export type Op = RuntimeInstruction extends infer T ? (T extends unknown ? Omit<T, "change"> : never) : never;

/** The keys of a target (declarations/read.ts reads them). */
export const TARGET = ["schema", "operation", "operations", "in"];

/** What compiling one instruction writes into the step (compile.ts). */
export interface Emit {
  change: ChangeDecl;
  /** Appends a forward request instruction of the operation (the change's name is added). */
  request(operationId: string, op: Op): void;
  /** Prepends a response instruction (responses go back through the changes in reverse order), or appends it. */
  response(operationId: string, op: Op, last?: true): void;
  /** The change warns once per client when the operation is called. */
  warn(operationId: string): void;
  removedBy(operationId: string): void;
  /** The operation's descriptor change (its method and path, its path parameters) is declared. */
  explains(operationId: string, what: "move" | "params"): void;
  converter(fn: string): void;
}

/** What a check of one instruction may use (check.ts). */
export interface CheckEnv {
  sides: Sides;
  converters: ReadonlyMap<string, ReadonlySet<string>>;
  fail: Fail;
  /** Segments of the instruction's kind mapping, for located messages. */
  at: Where;
  /** The operation on both sides, or a located failure. */
  both(id: string, where: Where): [Operation, Operation];
  /** Where the i-th of an instruction's operations (its `operation`, or its `operations`) is. */
  opsWhere(i: number): Where;
  /** The component schema on both sides, or a located failure (at the instruction's `schema`). */
  schema(name: string): void;
}

export type CoverageEntry = Omit<Coverage, "change">;

interface Parts<K extends InstructionKind> {
  /** The keys its YAML mapping takes. */
  keys: readonly string[];
  read(r: Shape, v: Record<string, unknown>, at: Where): Omit<Declared<K>, "kind" | "where">;
  /** A call's arguments rewritten by one runtime instruction compiled from it for the call's operation. */
  request?(op: RuntimeInstruction, site: CallSite, ctx: StepContext): void;
  response?: {
    /** The property path it acts on in a response, in its own terms; undefined: none. */
    at(ins: Declared<K>): ValuePath | undefined;
    rewrite(ins: Declared<K>, change: ChangeDecl, read: Read, ctx: StepContext): void;
  };
  /** A call of one of its operations (kinds/index.ts `operationsOf`): counted rewritten, or a manual step. */
  call?(ins: Declared<K>, change: ChangeDecl, site: CallSite, ctx: StepContext): void;
  /** The import of the operation's function is a manual step. */
  flagsImport?(ins: Declared<K>, operationId: string, ctx: StepContext): boolean;
  /**
   * The property and parameter names it mentions (`namesIn` of the fields that hold them): the type checker's net
   * (upgrade/net.ts) blames the change whose names a type error quotes. None when undefined.
   */
  names?(ins: Declared<K>): string[];
  /** Its sites in the end: rewritten (unless out of sight), manual steps, or nothing to do (upgrade/handles.ts). */
  upgraded: "rewritten" | "manual" | "nothing";
  /** It changes the calls of its operations though no type shows it (the type checker's net, upgrade/net.ts). */
  untyped?: true;
  /** Why only a change declared unshimmable may hold it (check.ts), when that is so. */
  unshimmableOnly?: string;
}

/** A kind that names its operations itself. */
export interface OperationKind<K extends InstructionKind> extends Parts<K> {
  targeted: false;
  check(ins: Declared<K>, env: CheckEnv): void;
  compile(ins: Declared<K>, emit: Emit): void;
  coverage(ins: Declared<K>, input: StepInput): CoverageEntry[];
}

/** A kind on a target (a schema wherever it occurs, or operations), compiled at each of its sites (compile.ts). */
export interface TargetKind<K extends InstructionKind> extends Parts<K> {
  targeted: true;
  /** It acts on requests only (else on what its target's `in` says, or both ways for a schema). */
  requestOnly?: true;
  /** Later paths of the same change may name where it put things: a shape between the two revisions (check.ts). */
  aliases?: true;
  /** Its paths, each with the key it is written under, checked against the target (check.ts `checkPaths`). */
  paths(ins: Declared<K>): [ValuePath, string][];
  compile(ins: Declared<K>, site: Site, emit: Emit): void;
  /** By default, the body paths among its paths. */
  coverage?(ins: Declared<K>, site: Site): CoverageEntry[];
}

export type Kind<K extends InstructionKind> = OperationKind<K> | TargetKind<K>;

/**
 * The names in paths, names and table rows: each string cut at the path grammar's `.`, `[` and `]`, every item of a
 * list (a path's `[]` holds none), and every key of a mapping with the names in its values.
 */
export function namesIn(...values: (JsonValue | undefined)[]): string[] {
  const out: string[] = [];
  const walk = (v: JsonValue | undefined): void => {
    if (typeof v === "string") out.push(...v.split(/[.[\]]/));
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        out.push(k);
        walk(x);
      }
  };
  for (const v of values) walk(v);
  return out.filter((n) => n !== "");
}

/** A change of the operation itself (its path, its existence, what it does), not of a payload. */
export function wholeOperation(operationId: string): CoverageEntry {
  return { operationId, direction: "operation", paths: [], parameters: [] };
}

/** What an instruction touches at a site: the body paths among `paths` (undefined: a `path.`/`query.` parameter). */
export function touches(site: Site, paths: (ValuePath | undefined)[], parameters: string[] = []): CoverageEntry {
  const { operationId, direction } = site;
  return { operationId, direction, paths: paths.filter((p): p is ValuePath => p !== undefined), parameters };
}
