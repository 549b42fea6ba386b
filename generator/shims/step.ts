/** The types of one upgrade step as compile.ts builds it (generator/shims/README.md). */
import type { ApiModel } from "../model/index.js";
import type { Lifecycle } from "../../templates/runtime/lifecycle.js";
import type { UpgradeStep } from "../../templates/runtime/upgrade.js";
import type { Instruction as RuntimeInstruction, ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { ChangeDecl, Direction, Instruction } from "./declarations/types.js";

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
