/**
 * The document openapi-typescript may change (types-file.ts): the one it is given, with fresh copies of the schemas
 * its discriminator pass writes to, and of the objects on the way to them; every other part is shared with the
 * caller's document, which the run goes on reading (load/index.ts: loaded documents are shared, never changed).
 *
 * openapi-typescript's `scanDiscriminators` adds the discriminator property, as an enum of its mapped values, to each
 * schema a discriminator's `oneOf` or `mapping` refers to, and to each schema whose `allOf` refers to a discriminated
 * one (its documentation, "Discriminators"): it pushes a member onto that schema's `allOf`, or sets a key of its
 * `properties` and adds the name to its `required`. discriminator-clash.ts then moves a declared property of such an
 * `allOf` (or `anyOf`) schema into a member of its own. Those schemas are the ones copied here, with their `allOf`,
 * `anyOf`, `properties` and `required`; each is found as openapi-typescript finds it, with its own `resolveRef`. A
 * document without a discriminator is returned as it is: nothing in it is written to.
 */
import { resolveRef } from "openapi-typescript";
import { define, isObject } from "../load/pointer.js";

type Json = Record<string, unknown>;
type Node = Json | unknown[];

/** The keys of a written schema whose values are written to in place, so copied with it. */
const WRITTEN = ["allOf", "anyOf", "properties", "required"];

export function discriminatorCopies(document: Json): Json {
  const written = writtenSchemas(document);
  if (written.size === 0) return document;
  const onTheWay = new Set<Node>();
  markAncestors(document, written, [], onTheWay);
  const copies = new Map<Node, Node>();
  const copy = (node: unknown): unknown => {
    if (!isNode(node) || !(onTheWay.has(node) || written.has(node))) return node;
    let out = copies.get(node);
    if (out) return out;
    out = Array.isArray(node) ? node.map(copy) : { ...node };
    copies.set(node, out);
    if (!Array.isArray(out))
      for (const key of Object.keys(out)) {
        const value = out[key];
        // A written schema's own lists and maps are new, whether or not anything inside them is copied.
        const next = copy(value);
        define(out, key, next === value && written.has(node) && WRITTEN.includes(key) ? shallow(value) : next);
      }
    return out;
  };
  return copy(document) as Json;
}

/** The schemas the discriminator pass may write to, as openapi-typescript resolves them from `document`. */
function writtenSchemas(document: Json): Set<Node> {
  const discriminated: Json[] = [];
  const composed: Json[] = [];
  walk(document, (node) => {
    if (Array.isArray(node)) return;
    if (isObject(node.discriminator) && node.discriminator.propertyName) discriminated.push(node);
    if (Array.isArray(node.allOf) || Array.isArray(node.anyOf)) composed.push(node);
  });
  const written = new Set<Node>();
  if (discriminated.length === 0) return written;
  const add = (node: unknown) => {
    if (!isNode(node)) return;
    written.add(node);
    // A schema that is itself a `$ref` is written through to what it refers to.
    if (!Array.isArray(node) && typeof node.$ref === "string") add(resolveRef(document, node.$ref, { silent: true }));
  };
  const addRef = (ref: unknown) => {
    if (typeof ref === "string") add(resolveRef(document, ref, { silent: true }));
  };
  for (const node of discriminated) {
    add(node);
    if (Array.isArray(node.oneOf)) for (const item of node.oneOf) if (isObject(item)) addRef(item.$ref);
    const mapping = (node.discriminator as Json).mapping;
    if (isObject(mapping)) for (const key of Object.keys(mapping)) addRef(mapping[key]);
  }
  for (const node of composed) add(node);
  return written;
}

/** Adds to `onTheWay` every object or list that contains one of `targets`, at any depth. */
function markAncestors(node: unknown, targets: Set<Node>, stack: Node[], onTheWay: Set<Node>): void {
  if (!isNode(node)) return;
  if (targets.has(node)) for (const above of stack) onTheWay.add(above);
  stack.push(node);
  const values = Array.isArray(node) ? node : Object.values(node);
  for (const value of values) markAncestors(value, targets, stack, onTheWay);
  stack.pop();
}

/** Every object and list under `node`, itself first. */
function walk(node: unknown, visit: (node: Node) => void): void {
  if (!isNode(node)) return;
  visit(node);
  const values = Array.isArray(node) ? node : Object.values(node);
  for (const value of values) walk(value, visit);
}

function shallow(value: unknown): unknown {
  if (Array.isArray(value)) return [...value];
  return isObject(value) ? { ...value } : value;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null;
}
