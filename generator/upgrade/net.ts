/** The type checker as the net under the rewrites (generator/upgrade/README.md). */
import { type Project, type SourceFile, ts, type ts as TS } from "ts-morph";
import { kindOf, operationsOf } from "../shims/kinds/index.js";
import { callOperation, nodesOf, openEntry, type EntryPoint } from "./calls.js";
import type { Run } from "./context.js";
import { Marks, marker } from "./manual.js";
import type { Chain } from "./steps.js";

/** Names in instructions that every change shares and that say nothing about which one an error is about. */
const common = new Set(["body", "data", "attributes", "type", "id", "path", "query", "request", "response", "each"]);

/** The type errors of the files, counted by file, code and message. */
export function errorCounts(project: Project, scope: SourceFile[]): Map<string, number> {
  const program = project.getProgram().compilerObject;
  const counts = new Map<string, number>();
  for (const f of scope) {
    // Every file of the project is a root of its program (ts-morph).
    const sf = program.getSourceFile(f.getFilePath())!;
    for (const d of diagnostics(program, sf)) counts.set(errorKey(sf, d), (counts.get(errorKey(sf, d)) ?? 0) + 1);
  }
  return counts;
}

const diagnostics = (program: TS.Program, sf: TS.SourceFile) => [
  ...program.getSyntacticDiagnostics(sf),
  ...program.getSemanticDiagnostics(sf),
];
const errorKey = (sf: TS.SourceFile, d: TS.Diagnostic) =>
  `${sf.fileName}\0${d.code}\0${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;

/** `before`: the errors the files had before the upgrade (`errorCounts`), not the upgrade's to flag. */
export function typeNet(run: Run, before: Map<string, number>): void {
  const { project, scope, chain, target } = run;
  const opened = openEntry(project, scope, `${run.packageName}/${target}`);
  if (opened === undefined) return;
  const { program, checker, files, entry } = opened;
  const marks = new Marks(run);
  const behaviourOnly = behaviourOnlyOperations(chain);
  for (const sf of files) {
    for (const d of diagnostics(program, sf)) {
      const known = before.get(errorKey(sf, d)) ?? 0;
      if (known > 0) before.set(errorKey(sf, d), known - 1);
      if (d.start === undefined || known > 0) continue;
      const node = nodeAt(sf, d.start);
      if (marked(sf, node)) continue;
      const message = ts.flattenDiagnosticMessageText(d.messageText, " ");
      // The names the error is about: quoted in its message, else written at its node (which may name a place that
      // several changes mention, where the message names the property that is wrong).
      // A string literal type is quoted with its own quotes: '"timestamp"'.
      const quoted = new Set([...message.matchAll(/'"?([^'"\s]+)"?'/g)].map((m) => m[1]!));
      const written = new Set(node.getText(sf).match(/[A-Za-z_$][\w$]*/g) ?? []);
      const change = explain(chain, enclosingOperation(node, checker, entry, chain), [quoted, written]);
      // The change's manual step, else (no change explains the error) that the type changed.
      marks.add(change, node, change === undefined ? `the type changed here (error TS${d.code})` : undefined, true);
    }
    if (entry.file)
      for (const use of valueUses(sf, checker, entry.file)) {
        const operation = chain.operationOf.get(use.name);
        const change = operation && behaviourOnly.get(operation);
        if (change !== undefined && !marked(sf, use.node)) marks.add(change, use.node, undefined, true);
      }
  }
  marks.apply();
}

/** The operation of the innermost call of the entry point's functions around a node. */
function enclosingOperation(node: TS.Node, checker: TS.TypeChecker, entry: EntryPoint, chain: Chain) {
  for (let n: TS.Node | undefined = node; n && !ts.isSourceFile(n); n = n.parent) {
    const operation = ts.isCallExpression(n) ? callOperation(n, checker, entry, chain) : undefined;
    if (operation !== undefined) return operation;
  }
  return undefined;
}

/**
 * The declared change an error is about: among the changes of the erroneous call's operation (every change of the
 * chain when the error is not inside one), the first whose instructions name a property the error names (the first
 * set of names that one matches: its message's, then its code's); else the operation's only change of the chain.
 */
function explain(chain: Chain, operation: string | undefined, names: Set<string>[]): string | undefined {
  const candidates = operation === undefined ? [...chain.declarations.keys()] : changesOf(chain, operation);
  const inChain = new Set(chain.steps.flatMap((s) => s.changes.map((c) => c.name)));
  const own = candidates.filter((c) => inChain.has(c));
  for (const words of names) {
    const named = own.find((c) => namesOf(chain, c).some((name) => words.has(name)));
    if (named !== undefined) return named;
  }
  return operation !== undefined && own.length === 1 ? own[0] : undefined;
}

/** The changes of the chain that concern an operation: its compiled instructions, or instructions naming it. */
export function changesOf(chain: Chain, operation: string): string[] {
  const out = new Set<string>();
  for (const step of chain.steps) {
    const op = step.compiled.step.operations[operation];
    for (const ins of [...(op?.request ?? []), ...(op?.response ?? [])]) out.add(ins.change);
    if (op?.removedBy) out.add(op.removedBy);
    for (const c of step.changes) if (c.instructions.some((i) => operationsOf(i).includes(operation))) out.add(c.name);
  }
  return [...out];
}

/** The property and parameter names a change's instructions mention (each kind's `names`), less the common ones. */
export function namesOf(chain: Chain, change: string): string[] {
  const names = (chain.declarations.get(change)?.instructions ?? []).flatMap((ins) => kindOf(ins).names?.(ins) ?? []);
  return names.filter((n) => !common.has(n));
}

/** Operation -> the behaviour-only change (a kind's `untyped` operations: optIn, convert, behaviour) of its calls. */
function behaviourOnlyOperations(chain: Chain): Map<string, string> {
  const out = new Map<string, string>();
  for (const step of chain.steps)
    for (const c of step.changes)
      for (const ins of c.instructions)
        for (const op of kindOf(ins).untyped ? operationsOf(ins) : []) if (!out.has(op)) out.set(op, c.name);
  return out;
}

/** The entry point's functions used as values (passed on, stored), not called nor imported where they stand. */
function valueUses(sf: TS.SourceFile, checker: TS.TypeChecker, entryFile: TS.SourceFile) {
  const out: { node: TS.Node; name: string }[] = [];
  for (const n of nodesOf(sf)) {
    if (!ts.isIdentifier(n) || isNameOnly(n)) continue;
    let symbol = checker.getSymbolAtLocation(n);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const decl = symbol?.declarations?.[0];
    if (decl && ts.isFunctionDeclaration(decl) && decl.getSourceFile() === entryFile && !isCallee(n))
      out.push({ node: n, name: symbol!.name });
  }
  return out;
}

function isCallee(id: TS.Identifier): boolean {
  let e: TS.Node = ts.isPropertyAccessExpression(id.parent) && id.parent.name === id ? id.parent : id;
  while (ts.isParenthesizedExpression(e.parent) || ts.isNonNullExpression(e.parent)) e = e.parent;
  return ts.isCallExpression(e.parent) && e.parent.expression === e;
}

/** Names that bring or describe the function rather than use it: imports, exports, bindings, `typeof f`. */
function isNameOnly(id: TS.Identifier): boolean {
  const p = id.parent;
  return (
    ts.isImportSpecifier(p) ||
    ts.isExportSpecifier(p) ||
    ts.isImportClause(p) ||
    ts.isNamespaceImport(p) ||
    (ts.isBindingElement(p) && (p.propertyName === id || p.name === id)) ||
    ts.isTypeQueryNode(p) ||
    // `const f = getProfile`: the calls of `f` resolve to the function and are the pass's sites.
    (ts.isVariableDeclaration(p) && p.initializer === id && (ts.getCombinedNodeFlags(p) & ts.NodeFlags.Const) !== 0) ||
    ts.isQualifiedName(p) ||
    (ts.isPropertyAccessExpression(p) && p.expression === id)
  );
}

/** The innermost node at a position (the file itself when none). */
export function nodeAt(sf: TS.SourceFile, pos: number): TS.Node {
  let found: TS.Node = sf;
  const visit = (n: TS.Node): void => {
    if (n.getStart(sf) <= pos && pos < n.getEnd()) {
      found = n;
      ts.forEachChild(n, visit);
    }
  };
  ts.forEachChild(sf, visit);
  return found;
}

/** True when the node, or a node around it, has a manual-step comment right before it. */
function marked(sf: TS.SourceFile, node: TS.Node): boolean {
  for (let n: TS.Node | undefined = node; n && !ts.isSourceFile(n); n = n.parent) {
    const ranges = ts.getLeadingCommentRanges(sf.text, n.getFullStart()) ?? [];
    if (ranges.some((c) => sf.text.slice(c.pos, c.end).startsWith(marker.trimEnd()))) return true;
  }
  return false;
}
