import { define } from "./build.js";

/**
 * A copy of a document in which equal parts are one object: what the structural lint reads (struct-lint.ts).
 *
 * Redocly's walker visits an object once per node type, however many places hold it. Vendors publish their specs
 * with every schema inlined where it is used (the same error object under each of hundreds of responses), and the lint
 * walked each copy again: most of the time of a diff of two such specs. With the copies merged it walks each distinct
 * part once; a slip inside a repeated part is reported once, at its first place, instead of at every copy.
 *
 * Parts are compared by content, bottom-up: each value gets a number, equal scalars the same one, and a mapping or a
 * sequence the number of its (key, child number) list, so the whole document is read once. Key order counts (two
 * mappings that differ only in order stay apart, which costs a visit and nothing else).
 */
export function shareRepeats(document: Record<string, unknown>): Record<string, unknown> {
  const scalars = new Map<unknown, number>();
  const parts = new Map<string, { id: number; copy: unknown }>();
  let next = 0;
  const scalarId = (value: unknown): number => {
    let id = scalars.get(value);
    if (id === undefined) scalars.set(value, (id = next++));
    return id;
  };
  const visit = (value: unknown): { id: number; copy: unknown } => {
    if (value === null || typeof value !== "object") return { id: scalarId(value), copy: value };
    let signature: string;
    let copy: () => unknown;
    if (Array.isArray(value)) {
      const items = value.map(visit);
      signature = `[${items.map((item) => item.id).join(",")}`;
      copy = () => items.map((item) => item.copy);
    } else {
      const keys = Object.keys(value);
      const members = keys.map((key) => visit((value as Record<string, unknown>)[key]));
      signature = `{${keys.map((key, i) => `${scalarId(key)}:${members[i]!.id}`).join(",")}`;
      copy = () => {
        const out: Record<string, unknown> = {};
        keys.forEach((key, i) => define(out, key, members[i]!.copy));
        return out;
      };
    }
    let part = parts.get(signature);
    if (!part) parts.set(signature, (part = { id: next++, copy: copy() }));
    return part;
  };
  return visit(document).copy as Record<string, unknown>;
}
