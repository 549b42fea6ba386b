/** The declared changes of specs/changes/<revision>.yaml, as read and checked (generator/shims/README.md). */
import type { JsonValue, ValuePath } from "../../../templates/runtime/upgrade-ops.js";

export type Direction = "request" | "response";

/** What an instruction applies to: a component schema wherever it occurs, or named operations. */
export type Target =
  { kind: "schema"; schema: string; in?: Direction } | { kind: "operations"; operations: string[]; in?: Direction };

/** Segments of the instruction inside the YAML file, for located messages. */
export type Where = string[];

/** `single`: its operation was written `operation: x`, not as a list, so messages about it point there. */
export type Instruction = { where: Where; single?: true } & (
  | { kind: "moveOperation"; operation: string; from: string; to: string }
  | { kind: "removeOperation"; operations: string[] }
  | { kind: "renameParameter"; operation: string; in: "path" | "query"; from: string; to: string }
  | { kind: "rename"; target: Target; at: ValuePath; from: string; to: string }
  | {
      kind: "move";
      target: Target;
      from: ValuePath;
      to: ValuePath;
      set: [ValuePath, JsonValue][];
      requires?: ValuePath;
    }
  | { kind: "set"; target: Target; at: ValuePath; value: JsonValue; ifAbsent: boolean }
  | {
      kind: "restructure";
      target: Target;
      at: ValuePath;
      from: string;
      to: string;
      table: { when: Record<string, JsonValue>; value: Record<string, JsonValue> }[];
      whenAbsent: { if: string; value: Record<string, JsonValue> }[];
    }
  | { kind: "remove"; target: Target; at: ValuePath }
  | {
      kind: "optIn";
      operations: string[];
      parameter: string;
      value: string;
      /** Where the opted-in property is: in `schema` (wherever it occurs), or a `body.` path of the response. */
      schema?: string;
      property?: ValuePath;
    }
  | { kind: "convert"; operations: string[]; request?: string; response?: string }
  | { kind: "behaviour"; target: Target; at?: ValuePath; note: string }
);

export type InstructionKind = Instruction["kind"];

export interface Explanation {
  reason: string;
  manualStep: string;
}

export interface ChangeDecl {
  name: string;
  /** The revision of the module that declares it. */
  revision: string;
  /** The revision it is a change from: the module's predecessor, or a beta that leads into it. Set by check.ts. */
  from?: string;
  catalog?: string;
  /** Where a change the catalog does not list comes from. */
  source?: string;
  description: string;
  /** Declared unshimmable: calls it concerns fail before sending (or warn, when that cannot be known in advance). */
  unshimmable?: Explanation;
  /** For a shimmed change: the calls its instructions cannot convert (a `move` whose `requires` is missing). */
  limits?: Explanation;
  instructions: Instruction[];
  where: Where;
}

export interface ChangeModule {
  /** The file as shown in messages. */
  file: string;
  revision: string;
  changes: ChangeDecl[];
  /** Where the node at `segments` of the file starts. */
  locate(segments: readonly string[]): { file: string; line: number; col: number };
}
