/**
 * The members of a schema comparison (schema.ts): properties, with rename candidates among the removed and added
 * ones (renames.ts), and `oneOf`/`anyOf` branches, paired by content, then by `$ref` name, then by type, then the last
 * one left.
 */
import { isObject } from "../../model/index.js";
import { entered, stepped, type Trail } from "./trail.js";
import { findRenames } from "./renames.js";
import type { Entry } from "./types.js";
import type { SchemaComparer } from "./schema.js";
import { resolve, type Sub, type View, type Views } from "./schema-view.js";

export function compareProperties(cmp: SchemaComparer, b: View, r: View, rel: Trail, out: Entry): void {
  const bp = b.properties ?? new Map<string, Sub>();
  const rp = r.properties ?? new Map<string, Sub>();
  for (const [name, sub] of bp) {
    const other = rp.get(name);
    if (!other) continue;
    const at = step(declaredIn(cmp, b, r, rel, sub.segs, other.segs), sub, other, name);
    const was = b.required.has(name);
    const is = r.required.has(name);
    if (was !== is)
      out.changes.push({
        kind: is ? "required-added" : "required-removed",
        aspect: "required",
        base: sub.ptr,
        revision: other.ptr,
        before: was,
        after: is,
        args: { name },
        rel: at,
      });
    cmp.pairSubs(sub, other, at, out);
  }
  // The properties of one side only, with their names (rename candidates: renames.ts).
  const only = (mine: Map<string, Sub>, theirs: Map<string, Sub>) =>
    [...mine].filter(([name]) => !theirs.has(name)).map(([name, sub]) => ({ name, ...sub }));
  const removed = only(bp, rp);
  const added = only(rp, bp);
  const renames = findRenames(removed, added, cmp.base, cmp.rev);
  const renamedFrom = new Set(renames.map((x) => x.from));
  const renamedTo = new Set(renames.map((x) => x.to));
  for (const pair of renames) {
    const from = bp.get(pair.from)!;
    const to = rp.get(pair.to)!;
    const at = declaredIn(cmp, b, r, rel, from.segs, to.segs);
    out.changes.push({
      kind: "property-renamed",
      aspect: "exists",
      base: from.ptr,
      revision: to.ptr,
      before: pair.from,
      after: pair.to,
      args: {
        from: pair.from,
        to: pair.to,
        score: Math.round(pair.score * 100) / 100,
        requiredBefore: b.required.has(pair.from),
        requiredAfter: r.required.has(pair.to),
      },
      rel: stepped(at, from.segs, to.segs, pair.from),
    });
    cmp.pairSubs(from, to, stepped(at, from.segs, to.segs, pair.to), out);
  }
  // A property on one side only: its facts are read on the side that has it.
  for (const [subs, renamed, gone] of [
    [removed, renamedFrom, true],
    [added, renamedTo, false],
  ] as const)
    for (const sub of subs.filter((x) => !renamed.has(x.name))) {
      const v = (gone ? cmp.base : cmp.rev).view(sub.node, sub.ptr);
      const node = isObject(sub.node) ? sub.node : undefined;
      const facts = gone
        ? { deprecated: v.deprecated, readOnly: v.readOnly }
        : { readOnly: v.readOnly, writeOnly: v.writeOnly, optIn: v.optIn !== undefined };
      const at = declaredIn(cmp, b, r, rel, sub.segs, sub.segs);
      out.changes.push({
        kind: gone ? "property-removed" : "property-added",
        aspect: "exists",
        ...(gone ? { base: sub.ptr, before: node } : { revision: sub.ptr, after: node }),
        args: {
          name: sub.name,
          required: (gone ? b : r).required.has(sub.name),
          ...facts,
          parentBase: b.ptr,
          parentRevision: r.ptr,
        },
        rel: gone ? stepped(at, sub.segs, [], sub.name) : stepped(at, [], sub.segs, sub.name),
      });
    }
}

/** oneOf/anyOf: a side without branches is one branch. Branches pair by content (identical on both sides), then by
 *  `$ref` name, then by type, then the last one left on each side; the rest are added or removed. Content comes
 *  first because inline alternatives (as vendors publish them) share one type: paired by type alone they pair by
 *  position, and removing the middle one of three would read as its properties removed and the next one's added. */
export function compareBranches(cmp: SchemaComparer, b: View, r: View, rel: Trail, out: Entry): void {
  const combinator = r.branches?.combinator ?? b.branches?.combinator ?? "oneOf";
  const bl = b.branches?.list ?? [{ node: b.raw, ptr: b.ptr, segs: [] as string[] }];
  const rl = r.branches?.list ?? [{ node: r.raw, ptr: r.ptr, segs: [] as string[] }];
  const bSide = bl.map((s) => ({ sub: s, content: cmp.digests.base.of(s.node), ...branchKeys(cmp.base, s, b) }));
  const rSide = rl.map((s) => ({ sub: s, content: cmp.digests.revision.of(s.node), ...branchKeys(cmp.rev, s, r) }));
  const pairs: [Sub, Sub][] = [];
  for (const by of ["content", "ref", "type"] as const) {
    for (const x of bSide) {
      if (x.used) continue;
      const y = rSide.find((o) => !o.used && o[by] !== undefined && o[by] === x[by]);
      if (y) {
        x.used = y.used = true;
        pairs.push([x.sub, y.sub]);
      }
    }
  }
  const bLeft = bSide.filter((x) => !x.used);
  const rLeft = rSide.filter((x) => !x.used);
  if (bLeft.length === 1 && rLeft.length === 1) {
    pairs.push([bLeft[0]!.sub, rLeft[0]!.sub]);
    bLeft.length = rLeft.length = 0;
  }
  for (const [x, y] of pairs) cmp.pair(x.node, x.ptr, y.node, y.ptr, stepped(rel, x.segs, y.segs), out);
  // A property that only a removed branch had is gone from every shape the schema still allows.
  const kept = new Set(r.properties?.keys());
  for (const y of rl) for (const name of cmp.rev.view(y.node, y.ptr).properties?.keys() ?? []) kept.add(name);
  for (const x of bLeft) {
    const v = cmp.base.view(x.sub.node, x.sub.ptr);
    for (const [name, sub] of v.properties ?? [])
      if (!kept.has(name))
        out.changes.push({
          kind: "branch-property-removed",
          aspect: "exists",
          base: sub.ptr,
          before: sub.node,
          args: { name, branch: x.label, combinator, parentBase: b.ptr, parentRevision: r.ptr },
          rel: stepped(rel, [...x.sub.segs, ...sub.segs], [], name),
        });
  }
  for (const [list, removed] of [
    [bLeft, true],
    [rLeft, false],
  ] as const)
    for (const { sub, label } of list)
      out.changes.push({
        kind: removed ? "branch-removed" : "branch-added",
        aspect: `branch:${label}`,
        ...(removed ? { base: sub.ptr, before: sub.node } : { revision: sub.ptr, after: sub.node }),
        args: { combinator, branch: label, parentBase: b.ptr, parentRevision: r.ptr },
        rel: removed ? stepped(rel, sub.segs, []) : stepped(rel, [], sub.segs),
      });
}

function branchKeys(
  views: Views,
  sub: Sub,
  owner: View,
): { ref?: string; type?: string; label: string; used?: boolean } {
  const self = sub.node === owner.raw;
  const ptr = self ? owner.ptr : resolve(views.doc, sub.node, sub.ptr).ptr;
  const viaRef = self ? owner.viaRef : isObject(sub.node) && typeof sub.node.$ref === "string";
  const v = self ? owner : views.view(sub.node, sub.ptr);
  const name = /^#\/components\/schemas\/([^/]+)$/.exec(ptr)?.[1];
  const type = (v.types ?? ["any"]).join("|") + (v.format ? `:${v.format}` : "");
  return { ref: viaRef && name ? name : undefined, type, label: viaRef && name ? name : type };
}

/**
 * The path to the object that declares a property merged from an `allOf` member (or from the schema inside a nullable
 * `oneOf`), `bSegs` and `rSegs` leading to it on each side (a property added or removed has one; the object at the
 * same place on the other side stands for it): what is below the property belongs to that object, known by its content,
 * and not to the schema composed around it, so a change in a shared member is one finding however many schemas
 * compose the member. A property declared by the view itself keeps `rel`.
 */
function declaredIn(cmp: SchemaComparer, b: View, r: View, rel: Trail, bSegs: string[], rSegs: string[]): Trail {
  const bAt = bSegs.slice(0, -2);
  const rAt = rSegs.slice(0, -2);
  if (!bAt.length && !rAt.length) return rel;
  return entered(rel, { object: { base: objectAt(cmp.base, b, bAt), revision: objectAt(cmp.rev, r, rAt) } });
}

/** The node `segs` lead to from a view, `$ref`s followed; the view's own node when they lead nowhere. */
function objectAt(views: Views, view: View, segs: string[]): unknown {
  let node: unknown = view.raw;
  for (const s of segs) {
    const next = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[s] : undefined;
    node = isObject(next) && typeof next.$ref === "string" ? resolve(views.doc, next, "").value : next;
  }
  return node ?? view.raw;
}

/** The path one step down, into a property, items or additional properties. */
export function step(rel: Trail, b: Sub, r: Sub, name: string): Trail {
  return stepped(rel, b.segs, r.segs, name);
}
