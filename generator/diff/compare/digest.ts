/** A digest of what a value says, whatever the layout (../README.md, "compare/digest.ts"). */
import { CycleTables, sha1, type Template } from "./cycle.js";
import { discriminatorValues } from "./discriminator.js";
import type { Json } from "../../model/index.js";
import { getAt, parseRefFragment } from "../../load/pointer.js";

/** Words whose value is text: an object under one of these keys is a named thing (see NAME_MAPS), not the word. */
const TEXT_WORDS = new Set(["description", "summary", "title", "$comment", "x-since"]);

const WORDS = new Set([...TEXT_WORDS, "example", "examples", "externalDocs"]);

/**
 * The keys whose value is a map of names (properties, headers, components...): there a key is a name, never a word,
 * so a property called `description` or `example` is compared as any other (Stripe's `description` property).
 */
const NAME_MAPS = new Set([
  "properties",
  "patternProperties",
  "dependentSchemas",
  "$defs",
  "definitions",
  "headers",
  "encoding",
  "content",
  "responses",
  "links",
  "callbacks",
  "schemas",
  "parameters",
  "requestBodies",
  "securitySchemes",
  "pathItems",
  "variables",
  "paths",
  "webhooks",
]);

const isWord = (key: string, value: unknown) =>
  WORDS.has(key) && !(TEXT_WORDS.has(key) && typeof value === "object" && value !== null);

export class Digests {
  private readonly memo = new WeakMap<object, string>();
  /** The objects met under a NAME_MAPS key: their keys are names. */
  private readonly nameMaps = new WeakSet<object>();
  private readonly cycles = new CycleTables();

  constructor(private readonly doc: object) {}

  of(value: unknown): string {
    if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "undefined";
    const known = this.memo.get(value);
    if (known !== undefined) return known;
    this.components(value);
    return this.memo.get(value)!;
  }

  /** The nodes a node's digest depends on (its `$ref` target, or its children without the contract's words), with
   *  the keys they are under for an object. A remote `$ref` is read as a plain object. */
  private edges(node: object): Frame {
    const ref = (node as Json).$ref;
    const target = typeof ref === "string" && ref.startsWith("#") ? parseRefFragment(ref.slice(1)) : undefined;
    if (Array.isArray(target)) {
      const next = [getAt(this.doc, target)?.value];
      // `readOnly` or `writeOnly` beside a `$ref` says what this use of the target is (schema.ts, pair).
      const beside = ["readOnly", "writeOnly"].filter((k) => (node as Json)[k] === true);
      if (!beside.length) return { node, next, at: 0 };
      return {
        node,
        keys: [" $ref", ...beside.map((k) => ` ${k}`)],
        next: [...next, ...beside.map(() => true)],
        at: 0,
      };
    }
    if (Array.isArray(node)) return { node, next: node, at: 0 };
    const names = this.nameMaps.has(node);
    const keys = Object.keys(node)
      .filter((k) => names || !isWord(k, (node as Json)[k]))
      .sort();
    // A map's children are named things (a property called `properties` is a schema), not maps themselves.
    if (!names)
      for (const k of keys) {
        const value = (node as Json)[k];
        if (NAME_MAPS.has(k) && typeof value === "object" && value !== null && !Array.isArray(value))
          this.nameMaps.add(value);
      }
    const next = keys.map((k) => (node as Json)[k]);
    // The values a discriminator implies by the names of its branches' schemas: refs are followed, names left
    // out, yet these names go on the wire (discriminator.ts).
    const values = discriminatorValues(node);
    if (values) {
      keys.push(" discriminator values");
      next.push(values.join(","));
    }
    return { node, keys, next, at: 0 };
  }

  /** The text a node is hashed over, each child written by `slot`: a digest, or a node of a cycle (left as is). */
  private template({ keys, next }: Frame, slot: (child: unknown) => string | object): Template {
    const out: Template = [];
    let run = keys ? "{" : "[";
    for (let i = 0; i < next.length; i++) {
      if (i) run += ",";
      if (keys) run += `${JSON.stringify(keys[i])}:`;
      const s = slot(next[i]);
      if (typeof s === "string") run += s;
      else {
        out.push(run, s);
        run = "";
      }
    }
    out.push(run + (keys ? "}" : "]"));
    return out;
  }

  /** Tarjan's algorithm without recursion (documents are deep), from `root` over the nodes not digested yet. */
  private components(root: object): void {
    const index = new Map<object, number>();
    const low: number[] = [];
    const open: boolean[] = []; // on Tarjan's stack
    const stack: Frame[] = [];
    const frames: Frame[] = [];
    const visit = (node: object) => {
      const frame = this.edges(node);
      frame.id = low.length;
      index.set(node, frame.id);
      low.push(frame.id);
      open.push(true);
      stack.push(frame);
      frames.push(frame);
    };
    visit(root);
    while (frames.length) {
      const frame = frames[frames.length - 1]!;
      const id = frame.id!;
      if (frame.at < frame.next.length) {
        const kid = frame.next[frame.at++];
        if (typeof kid !== "object" || kid === null || this.memo.has(kid)) continue;
        const seen = index.get(kid);
        if (seen === undefined) visit(kid);
        else if (open[seen] && seen < low[id]!) low[id] = seen;
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent && low[id]! < low[parent.id!]!) low[parent.id!] = low[id]!;
      if (low[id] !== id) continue;
      const members: Frame[] = [];
      let x: Frame;
      do {
        x = stack.pop()!;
        open[x.id!] = false;
        members.push(x);
      } while (x !== frame);
      if (members.length === 1 && !frame.next.includes(frame.node)) this.single(frame);
      else this.cycle(members);
    }
  }

  /** A node on no cycle: every node it depends on has its digest already. */
  private single(frame: Frame): void {
    const { node } = frame;
    if (!frame.keys && !Array.isArray(node)) {
      this.memo.set(node, this.of(frame.next[0]));
      return;
    }
    // A node with a child on a cycle may read exactly like a node of that cycle (see ../README.md).
    const children = frame.next.map((c) => this.of(c));
    const same = children.some((d) => this.cycles.isClass(d))
      ? this.cycles.match(children, (write) => this.template(frame, (c) => write(this.of(c))).join(""))
      : undefined;
    const text = this.template(frame, (c) => this.of(c)).join("");
    // Short texts are their own digest; longer ones are hashed.
    this.memo.set(node, same ?? (text.length > 40 ? sha1(text) : text));
  }

  /** A strongly connected component: `$ref`s stand for their targets, the other nodes are digested as a unit. */
  private cycle(members: Frame[]): void {
    const inside = new Set(members.map((m) => m.node));
    const isRef = (f: Frame) => !f.keys && !Array.isArray(f.node);
    const refs = new Map(members.filter(isRef).map((f) => [f.node, f.next[0]]));
    // A `$ref` inside a cycle points inside it; a chain of them ends at a node with content, or loops on itself.
    const follow = (node: object): object | undefined => {
      const seen = new Set<object>();
      let at: unknown = node;
      while (refs.has(at as object) && !seen.has(at as object)) {
        seen.add(at as object);
        at = refs.get(at as object);
      }
      return refs.has(at as object) ? undefined : (at as object);
    };
    const content = members.filter((f) => !isRef(f));
    const templates = new Map<object, Template>();
    for (const frame of content)
      templates.set(
        frame.node,
        this.template(frame, (child) => {
          if (typeof child !== "object" || child === null || !inside.has(child)) return this.of(child);
          return follow(child) ?? "^";
        }),
      );
    const digests = this.cycles.digest(templates);
    for (const [node, digest] of digests) this.memo.set(node, digest);
    for (const [node] of refs) {
      const to = follow(node);
      this.memo.set(node, to === undefined ? "^" : digests.get(to)!);
    }
  }
}

/** A node being read by Tarjan's walk: what it depends on, how far the walk has gone, its number. */
interface Frame {
  node: object;
  keys?: string[];
  next: unknown[];
  at: number;
  id?: number;
}
