/**
 * Digests of the nodes of one cycle of a document (a strongly connected component of its nodes and `$ref`s; see
 * digest.ts), as a unit, so that each node is read a bounded number of times however many paths run through it.
 *
 * A node's digest must not depend on where the walk entered the cycle, on `$ref` names or on key order, and two nodes
 * that say the same (their unfoldings are the same infinite tree) should share it. So the nodes are refined into
 * classes the way a finite automaton is minimised (Moore): every node starts in one class; each round a node's class
 * becomes the hash of its text with each child written as its digest (outside the cycle) or as its class of the
 * round before (inside); rounds stop when no class splits. A class name after round r is a hash of what the node says
 * down to depth r, so it is the same in any document. The cycle's table (each class with its text in class names) then
 * describes the cycle completely; a node's digest is the hash of the table and its class. Equal digests mean equal
 * tables and classes, so equal unfoldings.
 *
 * The rounds stop as soon as the classes are stable: as many rounds as it takes to tell nodes apart (a few where nodes
 * differ by their own names and types, as resources do).
 */
import { createHash } from "node:crypto";

/** A node's text: strings, and the nodes of its cycle it refers to (written as their class). */
export type Template = (string | object)[];

/** One cycle's classes: each class's text (children as `#class`) → the class. */
interface Table {
  id: string;
  entries: Map<string, string>;
}

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
    for (const table of [...tables.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
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
