/** What every rewrite sees while it works on one step, and what the steps share (generator/upgrade/README.md). */
import type { Project, SourceFile, ts as TS } from "ts-morph";
import type { FileEdits } from "./edits.js";
import type { MayHold, Place } from "./tree.js";
import type { Chain, Step } from "./steps.js";
import type { VNode } from "./shape.js";
import type { Read } from "./reads.js";

export interface Outcome {
  change: string;
  file: string;
  /** 1-based line of the site in the file as it was when the step started. */
  line: number;
  manual?: string;
  /** Flagged by the type checker's net (net.ts), not by a rewrite. */
  net?: true;
}

/** What the steps and the type checker's net of one upgrade share. */
export interface Run {
  project: Project;
  /** The files the assistant may change. */
  scope: SourceFile[];
  chain: Chain;
  packageName: string;
  /** The revision the upgrade ends at. */
  target: string;
  outcomes: Outcome[];
}

export interface StepContext extends Pick<Run, "chain" | "target"> {
  step: Step;
  edits(file: TS.SourceFile): FileEdits;
  rewritten(change: string, node: TS.Node): void;
  /** A manual step at `node`: the change's own manual step, else `text`, else the change's description. */
  manual(change: string, node: TS.Node, text?: string): void;
  /** How many manual steps the step has found so far. */
  manualCount(): number;
  mayHold: MayHold;
  /** True when the value may be undefined at run time (its type says so). */
  mayBeAbsent(v: VNode): boolean;
  /** True when the expression is an object (its type says so). */
  isObject(expr: TS.Expression): boolean;
  /** The operation whose response a read comes from, when the code shows it (calls.ts `originOperation`). */
  originOperation(read: Read): string | undefined;
  /** True when every name in the value's text means the same at `host` as where it is written now. */
  inScope(value: VNode, host: TS.Node): boolean;
  /** True the first time a node is claimed for an edit in this step: a read is rewritten once. */
  once(node: TS.Node): boolean;
}

/** A call of an operation function of the package, with the shape of its arguments. */
export interface CallSite {
  call: TS.CallExpression;
  operationId: string;
  /** The arguments object (created empty when the call passes none). */
  args: Place;
}

/** A site's outcome, at the line where `node` starts. */
export function outcome(change: string, node: TS.Node): Outcome {
  const sf = node.getSourceFile();
  return { change, file: sf.fileName, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
}
