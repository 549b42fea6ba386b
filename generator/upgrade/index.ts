/** `revforge upgrade` on one screen: the steps of the chain over the project, then the net (README.md). */
import path from "node:path";
import { Project, ts, type SourceFile } from "ts-morph";
import type { Outcome, Run } from "./context.js";
import { markedSteps, type Marked } from "./manual.js";
import { errorCounts, typeNet } from "./net.js";
import { runStep } from "./pass.js";
import { specifiersOf } from "./calls.js";
import type { UpgradeSources } from "../shims/coverage.js";
import { loadChain } from "./steps.js";
import { firstLine } from "../load/errors.js";
import { shownPath } from "../output/paths.js";

export type { UpgradeSources } from "../shims/coverage.js";

export interface UpgradeRequest extends UpgradeSources {
  /** The package the consumer imports (`@revforge/client`): its entry points are `<name>/<revision>`. */
  packageName: string;
  from: string;
  to: string;
  /** The consumer's tsconfig.json. */
  project: string;
  /** Files or folders to upgrade (all of the project's own files when empty). */
  paths?: string[];
}

export interface ChangedFile {
  file: string;
  before: string;
  after: string;
}

export interface UpgradeResult {
  from: string;
  to: string;
  changed: ChangedFile[];
  outcomes: Outcome[];
  /** Module specifiers moved to the target revision. */
  specifiers: number;
  /** The manual-step comments in the upgraded files after the run (old ones included), by file. */
  marked: { file: string; steps: Marked[] }[];
}

export async function upgradeProject(request: UpgradeRequest): Promise<UpgradeResult> {
  const chain = await loadChain(request, request.from, request.to);
  const project = openProject(request.project);
  const scope = scopeOf(project.getSourceFiles(), request.paths ?? [], request.project);
  const before = scope.map((f) => f.getFullText());
  const specifier = `${request.packageName}/${request.from}`;
  const specifiers = scope.reduce((n, f) => n + specifiersOf(f.compilerNode, specifier).length, 0);
  const run: Run = { project, scope, chain, packageName: request.packageName, target: request.to, outcomes: [] };
  const errorsBefore = firstCheck(project, scope, request.project);
  chain.steps.forEach((step, i) => runStep(run, step, i === 0));
  typeNet(run, errorsBefore);
  const files = scope.map((f, i) => ({ file: f.getFilePath(), before: before[i]!, after: f.getFullText() }));
  return {
    from: request.from,
    to: request.to,
    changed: files.filter((f) => f.after !== f.before),
    outcomes: run.outcomes,
    specifiers,
    marked: files
      .map(({ file, after }) => ({ file, steps: markedSteps(after).filter((m) => m.revision === request.to) }))
      .filter((m) => m.steps.length > 0),
  };
}

/**
 * The consumer's project, once its tsconfig reads as `tsc -p` reads it: its first error (a syntax error, an `extends`
 * that is not there, an unknown or mistyped option, an `include` that finds nothing) is one line placed as tsc places
 * it. ts-morph would go on without the options the project builds with, and find less of its code to upgrade.
 */
function openProject(tsconfig: string): Project {
  let unreadable: ts.Diagnostic | undefined;
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d: ts.Diagnostic) => (unreadable = d) };
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, host);
  const error =
    unreadable ??
    (parsed && ts.getConfigFileParsingDiagnostics(parsed).find((d) => d.category === ts.DiagnosticCategory.Error));
  if (error) {
    const at = error.file && error.start !== undefined && error.file.getLineAndCharacterOfPosition(error.start);
    const where = at
      ? `${shownPath(error.file!.fileName)}:${at.line + 1}:${at.character + 1}`
      : `${shownPath(tsconfig)}:`;
    throw new Error(`${where} ${ts.flattenDiagnosticMessageText(error.messageText, " ")}`);
  }
  return new Project({ tsConfigFilePath: tsconfig });
}

/**
 * The project's type errors before any change: TypeScript's first whole check of it. Where TypeScript itself fails on
 * the project (its own assertion, `Debug Failure.`, as `tsc -p` would), the line says that it is TypeScript's.
 */
function firstCheck(project: Project, scope: SourceFile[], tsconfig: string): Map<string, number> {
  try {
    return errorCounts(project, scope);
  } catch (error) {
    throw new Error(`TypeScript failed to check ${shownPath(tsconfig)}: ${firstLine(error)}`);
  }
}

/**
 * The project's own files (no declaration files, nothing under node_modules), within `paths` when given. A path that
 * holds none of them is an error: "nothing to change" would say that its code was looked at.
 */
function scopeOf(files: SourceFile[], paths: string[], tsconfig: string): SourceFile[] {
  const own = files.filter((f) => !f.isDeclarationFile() && !f.getFilePath().split(path.sep).includes("node_modules"));
  if (paths.length === 0) return own;
  const scope = new Set<SourceFile>();
  for (const p of paths) {
    const root = path.resolve(p);
    const found = own.filter((f) => f.getFilePath() === root || f.getFilePath().startsWith(root + path.sep));
    if (found.length === 0)
      throw new Error(
        `${p} holds no file of the project ${shownPath(tsconfig)} (its files, include and exclude say which; declaration files and node_modules are never upgraded)`,
      );
    found.forEach((f) => scope.add(f));
  }
  return own.filter((f) => scope.has(f));
}
