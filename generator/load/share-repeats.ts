import { define } from "./pointer.js";
import { hideKey, hideRef } from "./prototype-keys.js";

/**
 * A copy of a document in which equal parts are one object: what the structural lint reads (struct-lint.ts).
 *
 * Redocly's walker visits an object once per node type, however many places hold it. Vendors publish their specs
 * with every schema inlined where it is used (the same error object under each of hundreds of responses), and the lint
 * walked each copy again: most of the time of a diff of two such specs. With the copies merged it walks each distinct
 * part once; a slip inside a repeated part is reported once, at its first place, instead of at every copy. Small parts
 * (fewer than SHARED_FROM values, such as `{}` or `{type: string}`) stay apart: they cost the walk little, and two
 * unrelated responses that both lack a description are two slips to the reader.
 *
 * Parts are compared by content, bottom-up: each value gets a number, equal scalars the same one, and a mapping or a
 * sequence the number of its (key, child number) list, so the whole document is read once. Key order counts (two
 * mappings that differ only in order stay apart, which costs a visit and nothing else).
 *
 * With `hide`, the same copy hides the keys named after Object.prototype's members from Redocly (prototype-keys.ts).
 */
export const SHARED_FROM = 16;

interface Part {
  id: number;
  /** How many values it holds, itself included. */
  size: number;
  copy: unknown;
}

export function shareRepeats(document: Record<string, unknown>, hide = false): Record<string, unknown> {
  const scalars = new Map<unknown, number>();
  const parts = new Map<string, Part>();
  let next = 0;
  const scalarId = (value: unknown): number => {
    let id = scalars.get(value);
    if (id === undefined) scalars.set(value, (id = next++));
    return id;
  };
  /** `under`: the key `value` is under; "mapping" anywhere below a discriminator's mapping, where strings are refs. */
  const visit = (value: unknown, under?: string): Part => {
    if (value === null || typeof value !== "object") {
      const isRef = hide && typeof value === "string" && (under === "$ref" || under === "mapping");
      const copy = isRef ? hideRef(value) : value;
      return { id: scalarId(copy), size: 1, copy };
    }
    let signature: string;
    let children: Part[];
    let copy: () => unknown;
    if (Array.isArray(value)) {
      const items = (children = value.map((item) => visit(item)));
      signature = `[${items.map((item) => item.id).join(",")}`;
      copy = () => items.map((item) => item.copy);
    } else {
      const keys = Object.keys(value);
      const members = (children = keys.map((key) =>
        visit((value as Record<string, unknown>)[key], under === "mapping" ? "mapping" : key),
      ));
      signature = `{${keys.map((key, i) => `${scalarId(key)}:${members[i]!.id}`).join(",")}`;
      copy = () => {
        const out: Record<string, unknown> = {};
        keys.forEach((key, i) => define(out, hide ? hideKey(key) : key, members[i]!.copy));
        return out;
      };
    }
    let part = parts.get(signature);
    if (!part) {
      const size = children.reduce((sum, child) => sum + child.size, 1);
      parts.set(signature, (part = { id: next++, size, copy: copy() }));
    } else if (part.size < SHARED_FROM) return { ...part, copy: copy() };
    return part;
  };
  return visit(document).copy as Record<string, unknown>;
}
