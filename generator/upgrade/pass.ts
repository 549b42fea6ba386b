/** One step of an upgrade over the consumer's code (generator/upgrade/README.md). */
import path from "node:path";
import { type Project, ts, type ts as TS } from "ts-morph";
import { stepContext, type CallSite, type Run, type StepContext } from "./context.js";
import { nodeAt } from "./net.js";
import { kindOf, operationsOf } from "../shims/kinds/index.js";
import { Marks } from "./manual.js";
import { emitEdits, printValue } from "./print.js";
import { findReads } from "./reads.js";
import { rewriteReads, rewriteRequest } from "./rewrites.js";
import { literal, ShapeReader, type VNode } from "./shape.js";
import { findCalls, importsEntry, openEntry, specifiersOf, type EntryPoint } from "./calls.js";
import type { Chain, Step } from "./steps.js";
import { deref, lookup, newObject, slotPlace } from "./tree.js";

/** `first`: the first step also drops `createClient({ upgradeTo })` where the target makes it pointless. */
export function runStep(run: Run, step: Step, first: boolean): void {
  const { project, scope, chain } = run;
  const specifier = `${run.packageName}/${step.from}`;
  const next = `${run.packageName}/${step.to}`;
  const marks = new Marks(run);
  const usesEntry = scope.some((f) => specifiersOf(f.compilerNode, specifier).length > 0);
  if (usesEntry && (first || step.changes.length > 0)) analyse();
  // Every module specifier moves on to the step's newer revision.
  for (const f of scope)
    for (const s of specifiersOf(f.compilerNode, specifier))
      marks.editsOf(f.compilerNode).replace(s.getStart() + 1, s.getEnd() - 1, next);
  marks.apply();

  function analyse(): void {
    const { program, checker, files, using, entry } = openEntry(project, scope, specifier)!;
    const ownFiles = new Set(files);
    if (entry.file === undefined)
      throw new Error(
        `${path.relative(process.cwd(), using.fileName)}: cannot resolve ${specifier}: is the package installed in the project?`,
      );
    const typesFile = program.getSourceFile(path.join(path.dirname(entry.file.fileName), "types.d.ts"));
    const reader = new ShapeReader(checker, (sf) => ownFiles.has(sf));
    const ctx = stepContext(run, step, marks, checker, entry, reader);
    const sites: CallSite[] = [];
    const clients: { call: TS.CallExpression; options: VNode }[] = [];
    const spreadCalls: { call: TS.CallExpression; operationId: string }[] = [];
    const roots: VNode[] = [];
    for (const sf of files)
      for (const found of findCalls(sf, checker, entry)) {
        if (found.name === "createClient") {
          const arg = found.call.arguments[0];
          if (first && arg) {
            const options = reader.read(arg, "createClient");
            clients.push({ call: found.call, options });
            roots.push(options);
          }
          continue;
        }
        const operationId = chain.operationOf.get(found.name);
        if (operationId === undefined) continue;
        if (found.call.arguments.some(ts.isSpreadElement)) {
          spreadCalls.push({ call: found.call, operationId });
          continue;
        }
        const arg = found.call.arguments[1];
        const value = arg === undefined ? newObject() : reader.read(arg, operationId);
        const slot = { value, orig: arg, origValue: value };
        sites.push({ call: found.call, operationId, args: slotPlace(slot, found.call) });
        roots.push(value);
      }
    reader.validateOrigins((name) => references(project, name));
    for (const c of clients) dropUpgradeTo(c.call, c.options, ctx);
    // Arguments spread into the call (`getProfile(...args)`): what they hold is out of sight of every change whose
    // kind rewrites arguments.
    for (const c of spreadCalls) {
      const rewrites = step.compiled.requests.filter((r) => r.operationId === c.operationId && kindOf(r.ins).request);
      for (const change of new Set(rewrites.map((r) => r.op.change))) ctx.manual(change, c.call);
    }
    for (const site of sites) {
      rewriteRequest(site, ctx);
      for (const change of step.changes)
        for (const ins of change.instructions)
          if (operationsOf(ins).includes(site.operationId)) kindOf(ins).call?.(ins, change, site, ctx);
      // Arguments the call did not pass and a rewrite wrote (an `optIn`'s query): added after the client.
      const [client, given] = site.call.arguments;
      const v = deref(site.args.get());
      if (given === undefined && client && v.kind === "obj" && v.entries.some((e) => !e.deleted))
        marks.editsOf(site.call.getSourceFile()).insert(client.getEnd(), ", ", ...printValue(v));
    }
    // The import of a function whose call is a manual step fails to compile too: it is marked with the same step.
    for (const sf of files) {
      const imported = importedOperations(sf, entry, chain);
      for (const change of step.changes)
        for (const ins of change.instructions)
          for (const { statement, operationId } of imported)
            if (kindOf(ins).flagsImport?.(ins, operationId, ctx)) ctx.manual(change.name, statement);
    }
    if (typesFile) for (const sf of files) rewriteReads(findReads(sf, checker, typesFile), ctx);
    emitEdits(roots, marks.editsOf);
  }
}

/** `createClient({ upgradeTo })` dropped where it is no more needed (README.md, "pass.ts, its dropUpgradeTo"). */
function dropUpgradeTo(call: TS.CallExpression, options: VNode, ctx: StepContext): void {
  const v = deref(options);
  if (v.kind !== "obj") return;
  const entry = lookup(v, "upgradeTo", ctx.mayHold).entry;
  if (entry === undefined) return;
  const value = deref(entry.value);
  const revision = value.kind === "expr" ? literal(value.expr) : undefined;
  if (typeof revision !== "string") {
    ctx.manual(
      "upgradeTo",
      entry.orig ?? call,
      `remove \`upgradeTo\` where it names ${ctx.run.target} or an earlier revision: the code now is ${ctx.run.target}'s`,
    );
    return;
  }
  if (!ctx.run.chain.revisions.includes(revision)) return;
  entry.deleted = true;
  ctx.rewritten("upgradeTo", entry.orig ?? call);
}

/**
 * The operations whose functions the file imports (or re-exports: `export { f } from`) by name from the entry point,
 * with their import or export statements.
 */
function importedOperations(sf: TS.SourceFile, entry: EntryPoint, chain: Chain) {
  const out: { statement: TS.ImportDeclaration | TS.ExportDeclaration; operationId: string }[] = [];
  for (const st of sf.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !importsEntry(st, entry)) continue;
    const named = ts.isImportDeclaration(st) ? st.importClause?.namedBindings : st.exportClause;
    if (!named || !(ts.isNamedImports(named) || ts.isNamedExports(named))) continue;
    for (const el of named.elements) {
      const operationId = chain.operationOf.get((el.propertyName ?? el.name).text);
      if (operationId !== undefined) out.push({ statement: st, operationId });
    }
  }
  return out;
}

/** Every use of a declaration except the declaration itself and the imports and exports that pass it on. */
function references(project: Project, name: TS.Identifier) {
  const sf = name.getSourceFile();
  const found = project.getLanguageService().compilerObject.findReferences(sf.fileName, name.getStart());
  if (found === undefined) return undefined;
  const program = project.getProgram().compilerObject;
  const out: { file: string; start: number }[] = [];
  for (const group of found)
    for (const r of group.references) {
      if (r.fileName === sf.fileName && r.textSpan.start === name.getStart()) continue;
      const file = program.getSourceFile(r.fileName);
      const node = file && nodeAt(file, r.textSpan.start);
      if (
        node !== undefined &&
        node !== file &&
        (ts.isImportSpecifier(node.parent) ||
          ts.isExportSpecifier(node.parent) ||
          ts.isImportClause(node.parent) ||
          // The property a destructured binding is read from (its literal and its type), not a use of the binding.
          (ts.isBindingElement(name.parent) &&
            (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) &&
            node.parent.name === node))
      )
        continue;
      out.push({ file: r.fileName, start: r.textSpan.start });
    }
  return out;
}
