/**
 * Where a property of the generated types comes from: the declarations of revisions/<rev>/types.d.ts are nested
 * type literals (`components.schemas.<Schema>.<property>...`, `operations.<id>.responses.<status>.content.<media>...`),
 * so a property's declaration names the schema or the operation body it belongs to and its path there, in the path
 * grammar of specs/changes (`[]` for an array's elements). This is how the assistant knows which value came from
 * which response without following it: the type checker already did.
 */
import { ts, type ts as TS } from "ts-morph";
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import { propertyName } from "./shape.js";

export type TypeSite =
  { kind: "schema"; schema: string; path: ValuePath } | { kind: "response"; operationId: string; path: ValuePath };

/** The site of a property declaration inside `typesFile`, or undefined when it is declared elsewhere. */
export function siteOf(decl: TS.Declaration, typesFile: TS.SourceFile): TypeSite | undefined {
  if (decl.getSourceFile() !== typesFile || !ts.isPropertySignature(decl)) return undefined;
  const path: (string | readonly [])[] = [];
  let n: TS.Node = decl;
  for (;;) {
    if (ts.isPropertySignature(n)) {
      const name = propertyName(n.name);
      if (name === undefined) return undefined;
      path.unshift(name);
    } else if (ts.isArrayTypeNode(n.parent) && n === n.parent.elementType) path.unshift([]);
    else if (ts.isInterfaceDeclaration(n)) break;
    else if (!(
      ts.isTypeLiteralNode(n) ||
      ts.isUnionTypeNode(n) ||
      ts.isIntersectionTypeNode(n) ||
      ts.isParenthesizedTypeNode(n) ||
      ts.isArrayTypeNode(n)
    ))
      return undefined;
    n = n.parent;
  }
  const root = (n as TS.InterfaceDeclaration).name.text;
  const names = path.map((s) => (typeof s === "string" ? s : undefined));
  if (root === "components" && names[0] === "schemas" && names[1] !== undefined)
    return { kind: "schema", schema: names[1], path: path.slice(2) };
  // operations.<id>.responses.<status>.content.<media>.<body path>
  if (root === "operations" && names[0] !== undefined && names[1] === "responses" && names[3] === "content")
    return { kind: "response", operationId: names[0], path: path.slice(5) };
  return undefined;
}
