/** Digests of the nodes of one cycle, as a unit (../README.md, "compare/cycle.ts"). */
import { createHash } from "node:crypto";
import { compareCodeUnits as compare } from "../../output/order.js";

/** A node's text: strings, and the nodes of its cycle it refers to (written as their class). */
export type Template = (string | object)[];

/** One cycle's classes: each class's text (children as `#class`) → the class. */
type Table = { id: string; entries: Map<string, string> };

export const sha1 = (text: string) => createHash("sha1").update(text).digest("base64");

export class CycleTables {
  /** Every digest that names a class of a cycle: its table and its class. */
  private readonly classes = new Map<string, { table: Table; color: string }>();

  /** Whether a digest names a node of a cycle (a node that reads like it may be that node). */
  isClass(digest: string): boolean {
    return this.classes.has(digest);
  }

  /** The digest of each node with content of a cycle, from its template. */
  digest(templates: Map<object, Template>): Map<object, string> {
    let colors = new Map<object, string>([...templates.keys()].map((n) => [n, ""]));
    let count = 0;
    for (;;) {
      const texts = new Map<object, string>();
      const next = new Map<object, string>();
      for (const [node, template] of templates) {
        let t = "";
        for (const part of template) t += typeof part === "string" ? part : `#${colors.get(part)!}`;
        texts.set(node, t);
        next.set(node, sha1(t));
      }
      const classes = new Set(next.values()).size;
      if (classes === count) {
        const nodes = [...templates.keys()];
        const entries = new Map(nodes.map((node) => [texts.get(node)!, colors.get(node)!]));
        const lines = [...entries].map(([t, c]) => `${c}=${t}`).sort();
        const table: Table = { id: sha1(lines.join("\n")), entries };
        return new Map(nodes.map((node) => [node, this.name(table, colors.get(node)!)]));
      }
      count = classes;
      colors = next;
    }
  }

  /**
   * The class a node outside every cycle belongs to, if it reads exactly like one: `text` writes the node with its
   * children through `write`, which receives each child's digest.
   */
  match(children: string[], text: (write: (digest: string) => string) => string): string | undefined {
    const tables = new Map<string, Table>();
    for (const d of children) {
      const known = this.classes.get(d);
      if (known) tables.set(known.table.id, known.table);
    }
    for (const table of [...tables.values()].sort((a, b) => compare(a.id, b.id))) {
      const t = text((d) => {
        const known = this.classes.get(d);
        return known && known.table.id === table.id ? `#${known.color}` : d;
      });
      const color = table.entries.get(t);
      if (color !== undefined) return this.name(table, color);
    }
    return undefined;
  }

  private name(table: Table, color: string): string {
    const digest = sha1(`cycle ${table.id} ${color}`);
    if (!this.classes.has(digest)) this.classes.set(digest, { table, color });
    return digest;
  }
}
