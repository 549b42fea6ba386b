/**
 * `removeOperation`: a call of an operation the newer revision does not have is a manual step, unless the revision
 * the upgrade ends at has it again (coupons leave the beta and come back in 2023-09-15): the call then goes to that
 * revision's operation unchanged, as the shim sends it.
 */
import type { ts as TS } from "ts-morph";
import { tsMorph } from "../../emit/ts-morph.js";
import type { CallSite, StepContext } from "../context.js";
import type { Declared } from "./types.js";

export function removeOperationCall(
  ins: Declared<"removeOperation">,
  change: string,
  site: CallSite,
  ctx: StepContext,
) {
  if (!ins.operations.includes(site.operationId)) return;
  if (ctx.chain.target.has(site.operationId)) ctx.rewritten(change, site.call);
  else ctx.manual(change, site.call);
}

/** The import of a removed operation's function fails to compile too: it is marked with the same step. */
export function removeOperationImports(
  ins: Declared<"removeOperation">,
  change: string,
  sf: TS.SourceFile,
  specifier: string,
  ctx: StepContext,
) {
  const { ts } = tsMorph;
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || st.moduleSpecifier.text !== specifier)
      continue;
    const named = st.importClause?.namedBindings;
    if (named === undefined || !ts.isNamedImports(named)) continue;
    for (const el of named.elements) {
      const op = ctx.chain.operationOf.get((el.propertyName ?? el.name).text);
      if (op !== undefined && ins.operations.includes(op) && !ctx.chain.target.has(op)) ctx.manual(change, st);
    }
  }
}
