/**
 * The census's consumer code: for a declared change, its golden fixture's before.ts (test/fixtures/upgrade/<Change>/)
 * with one call of an operation the change concerns re-expressed in a shape of value flow or of import, the other
 * calls of the entry point (and the names imported for them) left out so that the change's outcomes in the file are
 * this site's. The program knows the lines of its site as it is written. The incidental choices (local names, a helper
 * as a function or an arrow) come from fast-check with a fixed seed.
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
  /**
   * The lines (1-based) of the main file where the change meets the site: the statement with the call, the
   * declarations the value flows through, the imports the shape adds, and the statements that read the result which
   * the golden pair's after.ts changes or marks. A flag or a rewrite anywhere else is misplaced.
   */
  sites: number[];
}

type Names = { local: string; fn: string; arrow: boolean };

const names: fc.Arbitrary<Names> = fc.record({
  local: fc.constantFrom("args", "request", "options", "input", "payload"),
  fn: fc.constantFrom("build", "make", "prepare", "compose"),
  arrow: fc.boolean(),
});

/** The incidental names of each program, the same on every run. */
export function namesFor(count: number, seed: number): Names[] {
  return fc.sample(names, { seed, numRuns: count });
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
  /** The golden pair's after.ts, when the change has one: its changed statements are the reads of the result. */
  golden?: string,
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
  // Each call with the entry point's name of its function and the top-level statement it is in.
  const calls: { call: ts.CallExpression; fn: string; statement: ts.Statement }[] = [];
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
  const files: Record<string, string> = {};
  if (shape === "re-export") files[`${change}-lib.ts`] = `export { ${site.fn} as ${f}Again } from "${specifier}";\n`;
  // Per shape: the declarations before the call's statement, the imports after the entry point's, and the call.
  const forms: Record<Shape, [string[], string[], string]> = {
    literal: [[], [], `${callee}(${argsText(A)})`],
    const: [[`const ${v}: ${params} = ${A};`], [], `${callee}(${argsText(v)})`],
    helper: [
      [n.arrow ? `const ${f} = (): ${params} => (${A});` : `function ${f}(): ${params} {\n  return ${A};\n}`],
      [],
      `${callee}(${argsText(`${f}()`)})`,
    ],
    spread: [[`const ${v}: ${params} = ${A};`], [], `${callee}(${argsText(`{ ...${v} }`)})`],
    array: [[`const ${v}: ${params}[] = [${A}];`], [], `${callee}(${argsText(`${v}[0]!`)})`],
    parameter: [[`async function ${f}(${v}: ${params}) {\n  return ${callee}(${argsText(v)});\n}`], [], `${f}(${A})`],
    destructuring: [[`const { ${v} }: { ${v}: ${params} } = { ${v}: ${A} };`], [], `${callee}(${argsText(v)})`],
    "result-helper": [[`async function ${f}() {\n  return ${callee}(${argsText(A)});\n}`], [], `${f}()`],
    aliased: [[], [`import { ${site.fn} as ${f}Call } from "${specifier}";`], `${f}Call(${argsText(A)})`],
    namespace: [[], [`import * as ${f}Api from "${specifier}";`], `${f}Api.${site.fn}(${argsText(A)})`],
    dynamic: [[`const ${f}Api = await import("${specifier}");`], [], `${f}Api.${site.fn}(${argsText(A)})`],
    "re-export": [[], [`import { ${f}Again } from "./${change}-lib.js";`], `${f}Again(${argsText(A)})`],
  };
  const [decls, extraImports, replacement] = forms[shape];
  // The site's statement with the call replaced and the declarations right before the statement the call is in
  // (inside a function when the call is); the entry point's other calls left out. What the site is made of is marked
  // (`mark`) while the text is assembled, and its lines read off at the end.
  let inner: ts.Node = site.call;
  while (!(ts.isBlock(inner.parent) || ts.isSourceFile(inner.parent))) inner = inner.parent;
  const base = site.statement.getStart(sf);
  const statement = text(site.statement);
  const [innerStart, innerEnd] = [inner.getStart(sf) - base, inner.getEnd() - base];
  const [callStart, callEnd] = [site.call.getStart(sf) - base, site.call.getEnd() - base];
  // `await import()` stays at the top level, where `await` is allowed whatever the function around the call.
  const inside = inner !== site.statement && shape !== "dynamic";
  const rewritten =
    statement.slice(0, innerStart) +
    (inside ? decls.map(mark).join("\n") + "\n" : "") +
    mark(statement.slice(innerStart, callStart) + replacement + statement.slice(callEnd, innerEnd)) +
    statement.slice(innerEnd);
  if (inside) decls.length = 0;
  const out: string[] = [];
  // Names declared by a statement left out: what uses them goes too.
  const gone = new Set<string>();
  const uses = (s: ts.Statement) => [...gone].some((g) => new RegExp(`\\b${g}\\b`).test(text(s)));
  for (const s of sf.statements) {
    if (s === site.statement) out.push(...decls.map(mark), rewritten);
    else if (calls.some((c) => c.statement === s) || uses(s)) for (const name of declared(s)) gone.add(name);
    else out.push(s !== imp && golden !== undefined && changedIn(golden, text(s)) ? mark(text(s)) : text(s));
    if (s === imp) out.push(...extraImports.map(mark));
  }
  // The import keeps only the names still used: one left for a call left out would be another change's site.
  if (bindings && ts.isNamedImports(bindings)) {
    const i = out.indexOf(text(imp));
    const rest = out.filter((_, j) => j !== i).join("\n");
    const used = bindings.elements.filter((e) => new RegExp(`\\b${e.name.text}\\b`).test(rest)).map(text);
    out[i] = `import { ${used.join(", ")} } from "${specifier}";`;
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
  const { text: program, lines } = marked(`${out.join("\n\n")}\n`);
  files[main] = program;
  return { change, shape, files, main, sites: lines };
}

// Around the text of a site while the program is assembled: characters no fixture contains.
const [open, close] = ["\u0002", "\u0003"];
const mark = (t: string) => `${open}${t}${close}`;

/** The text without its marks, and the lines (1-based) the marked parts cover. */
function marked(withMarks: string): { text: string; lines: number[] } {
  const lines = new Set<number>();
  let line = 1;
  let depth = 0;
  let text = "";
  for (const ch of withMarks) {
    if (ch === open) depth++;
    else if (ch === close) depth--;
    else {
      if (depth > 0) lines.add(line);
      if (ch === "\n") line++;
      text += ch;
    }
  }
  return { text, lines: [...lines].sort((a, b) => a - b) };
}

/** Whether the golden after.ts changes a statement of before.ts: its text is not there, or a manual step marks it. */
function changedIn(golden: string, statement: string): boolean {
  const at = golden.indexOf(statement);
  return at < 0 || /\/\/ revforge upgrade [^\n]*\n[ \t]*$/.test(golden.slice(0, at));
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
