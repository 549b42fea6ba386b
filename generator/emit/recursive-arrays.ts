/**
 * Arrays through which a component schema contains itself with no object type between (`Value: string | Value[]`,
 * vercel.com's `EdgeConfigItemValue`), printed as named interfaces (types-file.ts). openapi-typescript prints each
 * component as a member of the `components` interface and each `$ref` as an indexed type; TypeScript resolves an
 * array's element type, an intersection's and a union's members at once, so such a member is "referenced directly
 * or indirectly in its own type annotation" (TS2502). An object type's members wait until they are read, and so do
 * an interface's base types: `interface ValueList extends Array<string | components["schemas"]["Value"]> {}` is the
 * same type as the array, and breaks the cycle (TypeScript's handbook, "Recursive type references").
 *
 * Only what openapi-typescript prints on the spot counts as a step of such a cycle: a `$ref` to a component, the
 * members of `allOf`, `anyOf` and `oneOf`, and an array's `items`; properties are members of an object type. Each
 * array (a schema whose `type` is or lists `array`) whose items lead back to its own component that way is marked (in
 * a copy, with a symbol no document can hold) and printed as an interface reference by openapi-typescript's
 * `transform` option, which it calls with each of a list's types on its own; an array inside a marked one's items is
 * left as it is, the outer interface having broken the cycle.
 */
import { createRequire } from "node:module";
import type TS from "typescript";
import { formatPointer, getAt, isObject, parseRefFragment, startsWith } from "../load/pointer.js";
import type { Json } from "../model/index.js";
import { identifier } from "./escape.js";
import { replaceAt } from "./types-input.js";

// Required, as openapi-typescript loads it (types-file.ts): an ES import would scan its 9 MB for export names first.
const ts = createRequire(import.meta.url)("typescript") as typeof TS;

/** The key of the interface name on a marked array. */
const LIST = Symbol("recursive array");
const COMPOSITIONS = ["allOf", "anyOf", "oneOf"];
/** Names openapi-typescript's output declares at its top level, which an interface must not take. */
const TAKEN = ["paths", "webhooks", "components", "$defs", "operations", "WithRequired", "ReadonlyArray", "OneOf"];

export interface RecursiveArray {
  name: string;
  /** The array's place (`#/components/schemas/Value/oneOf/1`) and its items, as openapi-typescript prints them. */
  path: string;
  items: unknown;
}

interface Found {
  segments: string[];
  /** The components its items reach on the spot, itself included. */
  reach: Set<string>;
}

/** The document with each array that closes such a cycle marked, and those arrays; the document itself if none. */
export function markRecursiveArrays(document: Json): { document: Json; arrays: RecursiveArray[] } {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const edges = new Map<string, Set<string>>();
  const found = new Map<string, Found[]>();
  for (const name of Object.keys(schemas)) {
    const arrays: Found[] = [];
    const reach = new Set<string>();
    walk(schemas[name], [], reach, arrays);
    edges.set(name, reach);
    found.set(name, arrays);
  }
  const taken = new Set(TAKEN);
  const arrays: RecursiveArray[] = [];
  let marked: Json | undefined;
  for (const [component, list] of found) {
    const broken: string[][] = [];
    for (const array of list) {
      if (broken.some((outer) => startsWith(array.segments, [...outer, "items"]))) continue;
      if (![...array.reach].some((start) => reaches(edges, start, component))) continue;
      broken.push(array.segments);
      let name = `${identifier(component, true)}List`;
      for (let n = 2; taken.has(name); n++) name = `${identifier(component, true)}List${n}`;
      taken.add(name);
      // Read from the schemas as marked so far: an array marked inside this one's compositions stays marked.
      const segments = [component, ...array.segments];
      const node = getAt((marked ??= schemas), segments)!.value as Json;
      marked = replaceAt(marked, segments, { ...node, [LIST]: name }) as Json;
      arrays.push({ name, path: formatPointer(["components", "schemas", ...segments]), items: node.items });
    }
  }
  if (!marked) return { document, arrays };
  return { document: { ...document, components: { ...components, schemas: marked } }, arrays };
}

/** openapi-typescript's `transform` option: a marked array as its interface. */
export function recursiveArrayType(schema: unknown): TS.TypeNode | undefined {
  if (!isObject(schema) || schema.type !== "array") return undefined;
  const name = (schema as { [LIST]?: string })[LIST];
  return name === undefined ? undefined : ts.factory.createTypeReferenceNode(name);
}

/** `export interface <name> extends Array<items> {}` */
export function recursiveArrayInterface(name: string, items: TS.TypeNode): TS.InterfaceDeclaration {
  const array = ts.factory.createExpressionWithTypeArguments(ts.factory.createIdentifier("Array"), [items]);
  return ts.factory.createInterfaceDeclaration(
    [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)],
    name,
    undefined,
    [ts.factory.createHeritageClause(ts.SyntaxKind.ExtendsKeyword, [array])],
    [],
  );
}

/** The component schemas `node` reaches on the spot (into `reach`), and the arrays of type `array` on the way. */
function walk(node: unknown, segments: string[], reach: Set<string>, arrays: Found[]): void {
  if (!isObject(node)) return;
  if (typeof node.$ref === "string") {
    const target = node.$ref.startsWith("#/") ? parseRefFragment(node.$ref.slice(1)) : undefined;
    if (Array.isArray(target) && target.length === 3 && target[0] === "components" && target[1] === "schemas")
      reach.add(target[2]!);
    return;
  }
  const each = (key: string) => {
    const members = node[key];
    if (Array.isArray(members)) members.forEach((m, i) => walk(m, [...segments, key, String(i)], reach, arrays));
  };
  COMPOSITIONS.forEach(each);
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (!types.includes("array")) return;
  // A tuple, as openapi-typescript reads one (`prefixItems`, or a list of `items`): its members are printed on the spot.
  const tuple = node.prefixItems ? "prefixItems" : Array.isArray(node.items) ? "items" : undefined;
  if (tuple !== undefined) return each(tuple);
  if (!isObject(node.items)) return;
  const own = new Set<string>();
  // Listed before the arrays inside its items, so that an outer array is the one marked.
  arrays.push({ segments, reach: own });
  walk(node.items, [...segments, "items"], own, arrays);
  for (const name of own) reach.add(name);
}

/** True when `target` is `start` or is reached from it on the spot. */
function reaches(edges: Map<string, Set<string>>, start: string, target: string): boolean {
  // A set visits what is added to it while it is iterated: every component reached, once.
  const seen = new Set([start]);
  for (const next of seen) {
    if (next === target) return true;
    for (const to of edges.get(next) ?? []) seen.add(to);
  }
  return false;
}
