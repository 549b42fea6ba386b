/**
 * A digest of what a value says, whatever the layout: `$ref`s are followed (a reference back into a schema being
 * read is written as how far up it points, so that recursive schemas end), object keys are sorted, and the words
 * that are not part of the contract (descriptions, titles, examples, `x-since`) are left out, as the comparison
 * leaves them out. A schema shared by `$ref` and the same schema inlined by a vendor have the same digest; that is
 * what lets findings group by meaning (Change.meaning).
 *
 * Merkle-style: a node's digest is a hash over its children's digests, memoised per node, so digesting every node of
 * a document costs one pass over it.
 */
import { createHash } from "node:crypto";
import { nodeAt, refPointer } from "./pointer.js";

type Json = Record<string, unknown>;

const WORDS = new Set([
  "description",
  "summary",
  "title",
  "example",
  "examples",
  "x-since",
  "externalDocs",
  "$comment",
]);

export class Digests {
  private readonly memo = new WeakMap<object, string>();

  constructor(private readonly doc: object) {}

  of(value: unknown): string {
    return this.walk(value, []);
  }

  /** `stack`: the `$ref` targets being read, for cycles. A node whose digest depends on the stack is not memoised. */
  private walk(value: unknown, stack: string[], cut = { hit: false }): string {
    if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "undefined";
    const known = this.memo.get(value);
    if (known !== undefined) return known;
    let text: string;
    const mine = { hit: false };
    if (Array.isArray(value)) text = `[${value.map((x) => this.walk(x, stack, mine)).join(",")}]`;
    else if (typeof (value as Json).$ref === "string" && refPointer((value as Json).$ref as string) !== undefined) {
      const target = refPointer((value as Json).$ref as string)!;
      const depth = stack.lastIndexOf(target);
      if (depth !== -1) {
        mine.hit = true;
        text = `^${stack.length - depth}`;
      } else text = this.walk(nodeAt(this.doc, target), [...stack, target], mine);
    } else {
      const keys = Object.keys(value)
        .filter((k) => !WORDS.has(k))
        .sort();
      text = `{${keys.map((k) => `${JSON.stringify(k)}:${this.walk((value as Json)[k], stack, mine)}`).join(",")}}`;
    }
    const digest = text.length > 40 ? createHash("sha1").update(text).digest("base64") : text;
    if (mine.hit) cut.hit = true;
    else this.memo.set(value, digest);
    return digest;
  }
}
