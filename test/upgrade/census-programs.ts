/**
 * The census's consumer code: for a declared change, its golden fixture's before.ts (test/fixtures/upgrade/<Change>/)
 * with one call of an operation the change concerns re-expressed in a shape of value flow or of import, the other
 * calls of the entry point left out so that the change's outcomes in the file are this site's. The incidental choices
 * (local names, a helper as a function or an arrow) come from fast-check with a fixed seed.
 *
 * Value flow: the arguments written at the call, in a `const`, returned by a helper, spread from a local, taken from
 * an array, passed through a parameter, destructured from an object; the result returned by a helper. Imports: the
 * function aliased, through a namespace import, a dynamic `import()`, or a re-export in one of the project's modules.
 */
import fc from "fast-check";
import ts from "typescript";

export const shapes = [
  "literal",
  "const",
  "helper",
  "spread",
  "array",
  "parameter",
  "destructuring",
  "result-helper",
  "aliased",
  "namespace",
  "dynamic",
  "re-export",
] as const;
export type Shape = (typeof shapes)[number];

/** The base URL the programs are written with; replaced by the local server's when one runs. */
export const localServer = "http://127.0.0.1:9";

export interface CensusProgram {
  change: string;
  shape: Shape;
  /** File name (under src/) -> text: the program, and the module a re-export goes through. */
  files: Record<string, string>;
  main: string;
  /** True when the site runs as the module loads (not inside a function nobody calls). */
  runs: boolean;
}

interface Names {
  local: string;
  fn: string;
  arrow: boolean;
}

const names: fc.Arbitrary<Names> = fc.record({
  local: fc.constantFrom("args", "request", "options", "input", "payload"),
  fn: fc.constantFrom("build", "make", "prepare", "compose"),
  arrow: fc.boolean(),
});

/** The incidental names of each program, the same on every run. */
export function namesFor(count: number, seed: number): Names[] {
  return fc.sample(names, { seed, numRuns: count });
}

interface Found {
  call: ts.CallExpression;
  /** The entry point's name of the function. */
  fn: string;
  statement: ts.Statement;
}

/**
 * The program of `shape` for the first call in `before` of an operation `concerns` accepts (by the entry point's
 * function name), or undefined when the fixture has no such call or the shape does not apply (no arguments to move).
 */
export function censusProgram(
  change: string,
  before: string,
  shape: Shape,
  concerns: (fn: string) => boolean,
  n: Names,
  upgradeTo: string,
): CensusProgram | undefined {
  const sf = ts.createSourceFile("before.ts", before, ts.ScriptTarget.ES2022, true);
  const imp = sf.statements.find(ts.isImportDeclaration);
  const specifier = imp && (imp.moduleSpecifier as ts.StringLiteral).text;
  if (imp === undefined || specifier === undefined) return undefined;
  const bindings = imp.importClause?.namedBindings;
  const local = new Map<string, string>();
  let namespace: string | undefined;
  if (bindings && ts.isNamedImports(bindings))
    for (const e of bindings.elements) local.set(e.name.text, (e.propertyName ?? e.name).text);
  else if (bindings && ts.isNamespaceImport(bindings)) namespace = bindings.name.text;
  const calls: Found[] = [];
  const top = (n: ts.Node): ts.Statement => (ts.isSourceFile(n.parent) ? (n as ts.Statement) : top(n.parent));
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const c = node.expression;
      const fn = ts.isIdentifier(c)
        ? local.get(c.text)
        : ts.isPropertyAccessExpression(c) && ts.isIdentifier(c.expression) && c.expression.text === namespace
          ? c.name.text
          : undefined;
      if (fn !== undefined && fn !== "createClient") calls.push({ call: node, fn, statement: top(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  // A call written at the top level first: its arguments name nothing of an enclosing function.
  const site =
    calls.find((c) => concerns(c.fn) && !ts.isFunctionDeclaration(c.statement)) ?? calls.find((c) => concerns(c.fn));
  if (site === undefined) return undefined;
  const arg = site.call.arguments[1];
  const valueFlow = !["literal", "result-helper", "aliased", "namespace", "dynamic", "re-export"].includes(shape);
  if (valueFlow && (arg === undefined || site.call.arguments.some(ts.isSpreadElement))) return undefined;

  const text = (node: ts.Node) => node.getText(sf);
  const callee = text(site.call.expression);
  const params = `Parameters<typeof ${callee}>[1]`;
  const A = arg ? text(arg) : "";
  const rest = site.call.arguments.slice(2).map(text);
  const argsText = (a: string) => [text(site.call.arguments[0]!), ...(a ? [a] : []), ...rest].join(", ");
  const { local: v, fn: f } = n;
  const decls: string[] = [];
  const extraImports: string[] = [];
  const files: Record<string, string> = {};
  let replacement: string;
  switch (shape) {
    case "literal":
      replacement = `${callee}(${argsText(A)})`;
      break;
    case "const":
      decls.push(`const ${v}: ${params} = ${A};`);
      replacement = `${callee}(${argsText(v)})`;
      break;
    case "helper":
      decls.push(n.arrow ? `const ${f} = (): ${params} => (${A});` : `function ${f}(): ${params} {\n  return ${A};\n}`);
      replacement = `${callee}(${argsText(`${f}()`)})`;
      break;
    case "spread":
      decls.push(`const ${v}: ${params} = ${A};`);
      replacement = `${callee}(${argsText(`{ ...${v} }`)})`;
      break;
    case "array":
      decls.push(`const ${v}: ${params}[] = [${A}];`);
      replacement = `${callee}(${argsText(`${v}[0]!`)})`;
      break;
    case "parameter":
      decls.push(`async function ${f}(${v}: ${params}) {\n  return ${callee}(${argsText(v)});\n}`);
      replacement = `${f}(${A})`;
      break;
    case "destructuring":
      decls.push(`const { ${v} }: { ${v}: ${params} } = { ${v}: ${A} };`);
      replacement = `${callee}(${argsText(v)})`;
      break;
    case "result-helper":
      decls.push(`async function ${f}() {\n  return ${callee}(${argsText(A)});\n}`);
      replacement = `${f}()`;
      break;
    case "aliased":
      extraImports.push(`import { ${site.fn} as ${f}Call } from "${specifier}";`);
      replacement = `${f}Call(${argsText(A)})`;
      break;
    case "namespace":
      extraImports.push(`import * as ${f}Api from "${specifier}";`);
      replacement = `${f}Api.${site.fn}(${argsText(A)})`;
      break;
    case "dynamic":
      decls.push(`const ${f}Api = await import("${specifier}");`);
      replacement = `${f}Api.${site.fn}(${argsText(A)})`;
      break;
    case "re-export": {
      const lib = `${change}-lib.ts`;
      files[lib] = `export { ${site.fn} as ${f}Again } from "${specifier}";\n`;
      extraImports.push(`import { ${f}Again } from "./${change}-lib.js";`);
      replacement = `${f}Again(${argsText(A)})`;
      break;
    }
  }
  // The site's statement with the call replaced and the declarations right before the statement the call is in
  // (inside a function when the call is); the entry point's other calls left out.
  let inner: ts.Node = site.call;
  while (!(ts.isBlock(inner.parent) || ts.isSourceFile(inner.parent))) inner = inner.parent;
  const base = site.statement.getStart(sf);
  const statement = text(site.statement);
  const at = inner.getStart(sf) - base;
  const callStart = site.call.getStart(sf) - base;
  const callEnd = site.call.getEnd() - base;
  // `await import()` stays at the top level, where `await` is allowed whatever the function around the call.
  const inside = inner !== site.statement && shape !== "dynamic";
  const rewritten =
    (inside ? statement.slice(0, at) + decls.join("\n") + "\n" : "") +
    statement.slice(inside ? at : 0, callStart) +
    replacement +
    statement.slice(callEnd);
  if (inside) decls.length = 0;
  const out: string[] = [];
  // Names declared by a statement left out: what uses them goes too.
  const gone = new Set<string>();
  const uses = (s: ts.Statement) => [...gone].some((g) => new RegExp(`\\b${g}\\b`).test(text(s)));
  for (const s of sf.statements) {
    if (s === site.statement) out.push(...decls, rewritten);
    else if (calls.some((c) => c.statement === s) || uses(s)) for (const name of declared(s)) gone.add(name);
    else out.push(text(s));
    if (s === imp) out.push(...extraImports);
  }
  const main = `${change}-${shape}.ts`;
  // The client sends to the census's local server (its address put in when a program runs), already upgraded to
  // `upgradeTo` by the shims: the old program's behaviour the rewritten one must match. A public key too, for the
  // client-side operations.
  for (let i = 0; i < out.length; i++)
    out[i] = out[i]!.replace(
      "createClient({",
      `createClient({ baseUrl: "${localServer}", retry: false, upgradeTo: "${upgradeTo}",`,
    ).replace(`privateKey: "pk_test"`, `privateKey: "pk_test", publicKey: "PK_PUBLIC"`);
  files[main] = `${out.join("\n\n")}\n`;
  return { change, shape, files, main, runs: inner === site.statement };
}

/** The names a top-level statement declares. */
function declared(s: ts.Statement): string[] {
  const out: string[] = [];
  const bind = (n: ts.BindingName): void => {
    if (ts.isIdentifier(n)) out.push(n.text);
    else for (const e of n.elements) if (!ts.isOmittedExpression(e)) bind(e.name);
  };
  if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) bind(d.name);
  else if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name) out.push(s.name.text);
  return out;
}
