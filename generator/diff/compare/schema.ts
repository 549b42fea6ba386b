/** Compares two schemas recursively, shared definitions once (../README.md, "compare/schema.ts"). */
import type { ChangeKind, Entry, RelChange } from "./types.js";
import { findRenames } from "./renames.js";
import { isObject, type Json } from "../../model/index.js";
import { Digests } from "./digest.js";
import { discriminatorProperty, discriminatorValues } from "./discriminator.js";
import { pairUp } from "./pairing.js";
import { remember } from "../../run-context.js";
import { child } from "./pointer.js";
import { EMPTY_TRAIL, entered, stepped, type Trail, unreadBelow } from "./trail.js";
import {
  bothTypes,
  BOUND_KEYWORDS,
  boundEffect,
  conditionText,
  EXCLUSIVE_PAIRS,
  presence,
  resolve,
  type BoundKeyword,
  type SchemaKeyword,
  sameConflict,
  SCHEMA_KEYWORDS,
  valueChanges,
  Views,
  type Sub,
  type View,
} from "./schema-view.js";
import { valueText } from "../../output/value-text.js";

const newEntry = (): Entry => ({ changes: [], links: [] });

/** Records a change `rel` from the definitions of entry `out`. */
function record(out: Entry, kind: ChangeKind, aspect: string, rel: Trail, change: Partial<RelChange>): void {
  out.changes.push({ kind, aspect, args: {}, rel, ...change });
}

export class SchemaComparer {
  readonly base: Views;
  readonly rev: Views;
  readonly digests: { base: Digests; revision: Digests };
  /** The comparisons crossing a `$ref`, by pair of definition pointers (expanded per site by expand.ts). */
  readonly entries = new Map<string, Entry>();

  constructor(baseDoc: Json, revDoc: Json) {
    this.base = new Views(baseDoc);
    this.rev = new Views(revDoc);
    this.digests = { base: new Digests(baseDoc), revision: new Digests(revDoc) };
  }

  /** Entries created but not compared yet: compared one after the other, not inside the entry that links them, so
   *  that a chain of `$ref`s as long as the document (a big cycle) does not make the call stack as deep. */
  private readonly pending: (() => void)[] = [];

  /** Compares the schemas of one usage site; the result is expanded once every site is compared (expand.ts). */
  site(bNode: unknown, bPtr: string, rNode: unknown, rPtr: string): Entry {
    const root = newEntry();
    this.pair(bNode, bPtr, rNode, rPtr, EMPTY_TRAIL, root);
    while (this.pending.length) this.pending.pop()!();
    return root;
  }

  /**
   * Compares two nodes; a `$ref` on either side makes the comparison a cached entry linked from `out`. With
   * `nullCompared`, their nullability has been compared already (a branch against the whole schema of a side without
   * branches: compareBranches), so it is not compared again here.
   */
  pair(bNode: unknown, bPtr: string, rNode: unknown, rPtr: string, rel: Trail, out: Entry, nullCompared = false): void {
    const b = resolve(this.base.doc, bNode, bPtr);
    const r = resolve(this.rev.doc, rNode, rPtr);
    // `readOnly`/`writeOnly` beside a `$ref` (OpenAPI 3.1) is this node's, not its target's elsewhere: its coming is
    // said here, as an inline node's is, and the target compared here as read-only (write-only) where both sides are.
    const own: { readOnly?: boolean; writeOnly?: boolean } = {};
    for (const [key, aspect] of [
      ["readOnly", "read-only"],
      ["writeOnly", "write-only"],
    ] as const) {
      const [bs, rs] = [bNode, rNode].map((n) => isObject(n) && n[key] === true);
      if (!bs && !rs) continue;
      const was = bs || this.base.view(b.value, b.ptr)[key];
      const is = rs || this.rev.view(r.value, r.ptr)[key];
      own[key] = was && is;
      if (!was && is)
        record(out, `${aspect}-added`, aspect, rel, { base: bPtr, revision: rPtr, before: false, after: true });
    }
    const views = (): [View, View] => {
      const [x, y] = [this.base.view(b.value, b.ptr), this.rev.view(r.value, r.ptr)];
      if (nullCompared) x.nullable = y.nullable;
      Object.assign(x, own);
      Object.assign(y, own);
      return [x, y];
    };
    if (b.viaRef || r.viaRef)
      this.link(
        `${b.ptr}\n${r.ptr}${nullCompared ? "\nnull compared" : ""}\n${JSON.stringify(own)}`,
        (entry) => this.views(...views(), EMPTY_TRAIL, entry, nullCompared),
        rel,
        out,
      );
    else this.views(...views(), rel, out, nullCompared);
  }

  /** Compares two sub-schemas: one that several `allOf` members declare is compared as all its declarations, always
   *  as an entry (a declaration may lead back to it). */
  pairSubs(b: Sub, r: Sub, rel: Trail, out: Entry): void {
    if (!b.also && !r.also) return this.pair(b.node, b.ptr, r.node, r.ptr, rel, out);
    const ptrs = (sub: Sub, doc: Json) =>
      [sub, ...(sub.also ?? [])].map((x) => resolve(doc, x.node, x.ptr).ptr).join(" & ");
    const compare = (entry: Entry) => {
      const merged: [View, View] = [this.base.sub(b), this.rev.sub(r)];
      this.views(...merged, EMPTY_TRAIL, entry);
      this.attribute(entry, merged, b, r);
    };
    this.link(`${ptrs(b, this.base.doc)}\n${ptrs(r, this.rev.doc)}`, compare, rel, out);
  }

  /** Links `out` to the entry of `key`, made on first use and compared later by `compare` (see pending). */
  private link(key: string, compare: (entry: Entry) => void, rel: Trail, out: Entry): void {
    if (!this.entries.has(key)) {
      const entry = newEntry();
      this.entries.set(key, entry);
      this.pending.push(() => compare(entry));
    }
    out.links.push({ key, rel });
  }

  /**
   * A sub-schema several `allOf` members declare is compared merged, under its first declaration's pointers. Each
   * change found is moved to the declaration that made it, the first that both sides have whose own value of the
   * changed aspect differs (declarations paired by where they are), so that a finding names and links the member a
   * reader must look at; a change no such declaration shows (one declaration added or removed) stays where it was. And
   * what a merged view cannot show (two types with none in common, a second pattern: View.conflicts) is compared
   * declaration by declaration.
   */
  private attribute(entry: Entry, merged: [View, View], b: Sub, r: Sub): void {
    const declarations = (sub: Sub, views: Views) =>
      new Map([sub, ...(sub.also ?? [])].map((x) => views.view(x.node, x.ptr)).map((v) => [v.ptr, v]));
    const [bs, rs] = [declarations(b, this.base), declarations(r, this.rev)];
    const pairs = [...new Set([...bs.keys(), ...rs.keys()])].map((ptr) => [bs.get(ptr), rs.get(ptr)] as const);
    // A side without the declaration reads as its merged view.
    const differs = ([x, y]: (typeof pairs)[number], aspect: string) =>
      aspectDigest(x ?? merged[0], aspect, this.digests.base) !==
      aspectDigest(y ?? merged[1], aspect, this.digests.revision);
    for (const change of entry.changes) {
      const [x, y] = pairs.find((pair) => pair[0] && pair[1] && differs(pair, change.aspect)) ?? [];
      if (x && y) [change.base, change.revision] = [x.ptr, y.ptr];
    }
    const conflicts = new Set([...(merged[0].conflicts?.keys() ?? []), ...(merged[1].conflicts?.keys() ?? [])]);
    for (const about of conflicts) {
      const aspect =
        about === "type" || about === "format" ? about : about === "pattern" ? "bound:pattern" : `keyword:${about}`;
      if (sameConflict(...merged, about) || entry.changes.some((c) => c.aspect === aspect)) continue;
      const [x, y] = pairs.find((pair) => differs(pair, aspect)) ?? [];
      if (!x && !y) continue;
      const own = newEntry();
      this.views(x ?? merged[0], y ?? merged[1], EMPTY_TRAIL, own);
      for (const change of own.changes.filter((c) => c.aspect === aspect)) {
        // A declaration one side lacks: the change belongs to the merged property, as above.
        if (!x || !y) [change.base, change.revision] = [merged[0].ptr, merged[1].ptr];
        entry.changes.push(change);
      }
    }
  }

  /** With `againstWhole`, a branch is compared with the whole of a side without branches (see pair). */
  private views(b: View, r: View, rel: Trail, out: Entry, againstWhole = false): void {
    // A node read-only on both sides is none a request sends, one write-only none a response carries (OpenAPI): the
    // rules judge its changes, and those of everything below it (Trail.unread), on the other side only.
    rel = unreadBelow(rel, {
      ...(b.readOnly && r.readOnly && { notSent: true }),
      ...(b.writeOnly && r.writeOnly && { notReturned: true }),
    });
    const emit: Emit = (kind, aspect, before, after, args = {}) =>
      record(out, kind, aspect, rel, { base: b.ptr, revision: r.ptr, before, after, args });
    // The values one list has and the other lacks (an enum's, `x-extensible-enum`'s), as value-added and -removed.
    const valuesChanged = (of: "enum" | "extensible-enum", aspect: string, x: unknown[], y: unknown[], args = {}) => {
      const { added, removed } = valueChanges(x, y);
      if (added.length) emit(`${of}-value-added`, aspect, x, y, { ...args, values: added });
      if (removed.length) emit(`${of}-value-removed`, aspect, x, y, { ...args, values: removed });
    };

    if (b.shape === "unspecified" || r.shape === "unspecified") {
      const kind = r.shape === "unspecified" ? "shape-unspecified" : "shape-specified";
      if (b.shape !== r.shape) emit(kind, "shape", b.shape ?? "specified", r.shape ?? "specified");
      return;
    }
    if (b.branches || r.branches) compareBranches(this, b, r, rel, out);
    if (b.nullable !== r.nullable)
      emit(r.nullable ? "nullable-added" : "nullable-removed", "nullable", b.nullable, r.nullable);
    // A discriminator is the parents' (a oneOf left with one member keeps its own), not a branch's against them.
    if (!againstWhole) {
      // Values carried by another property are no longer comparable with the old ones: the new property is the change.
      const [bp, rp] = [discriminatorProperty(b.raw), discriminatorProperty(r.raw)];
      const [bd, rd] = [discriminatorValues(b.raw), discriminatorValues(r.raw)];
      if (bp && rp && bp !== rp) emit("discriminator-property-changed", "discriminator-property", bp, rp);
      else if (bd && rd) valuesChanged("enum", "discriminator", bd, rd, { discriminator: rp });
      // One where there was none (or none left): the generated types pin each variant's property to its value only
      // under a discriminator, and a server picks the variant by it.
      else if (bp !== rp) emit(rp ? "discriminator-added" : "discriminator-removed", "discriminator-property", bp, rp);
    }
    // Branches on one side only: compareBranches has said all there is to say but the nullability and discriminator.
    if (!b.branches !== !r.branches) return;
    const [bt, rt] = [b.types ?? [], r.types ?? []];
    if (bt.join() !== rt.join() && !sameConflict(b, r, "type")) {
      emit("type-changed", "type", bt, rt);
      if (disjoint(bt, rt)) return;
    }
    if (b.format !== r.format && !sameConflict(b, r, "format")) emit("format-changed", "format", b.format, r.format);
    if (b.enum && r.enum) valuesChanged("enum", "enum", b.enum, r.enum);
    else if (b.enum) emit("enum-removed", "enum", b.enum, undefined);
    else if (r.enum) emit("enum-added", "enum", undefined, r.enum);
    // A bound that became exclusive, or inclusive (OpenAPI 3.0's `exclusiveMinimum: true` added beside `minimum: 1`,
    // or 3.1's `minimum: 1` become `exclusiveMinimum: 1`), is one bound changed, `>= 1` become `> 1`: read as two
    // keywords, it was an exclusiveMinimum raised from none to 1 and a minimum relaxed from 1 to none.
    const moved = new Set<string>();
    for (const [inclusive, exclusive, op] of EXCLUSIVE_PAIRS) {
      const [x, y] = [b, r].map(({ bounds }) => {
        const [i, e] = [bounds[inclusive], bounds[exclusive]];
        if (typeof i === "number" && e === undefined) return `${op}= ${i}`;
        return typeof e === "number" && i === undefined ? `${op} ${e}` : undefined;
      });
      if (!x || !y || x.startsWith(`${op}=`) === y.startsWith(`${op}=`)) continue;
      emit("bound-changed", `bound:${inclusive}`, x, y, { keyword: inclusive, effect: boundEffect(inclusive, x, y) });
      moved.add(inclusive).add(exclusive);
    }
    for (const k of BOUND_KEYWORDS) {
      const [x, y] = [b.bounds[k], r.bounds[k]];
      if (x !== y && !moved.has(k) && !(k === "pattern" && sameConflict(b, r, k)))
        emit("bound-changed", `bound:${k}`, x, y, { keyword: k, effect: boundEffect(k, x, y) });
    }
    // `then` and `else` apply only through an `if`: when the `if` itself changed, theirs is the same change.
    let conditionChanged = false;
    for (const k of SCHEMA_KEYWORDS) {
      const [x, y] = [b.keywords[k], r.keywords[k]];
      // Absent on both sides is the same digest (`undefined`) too.
      if (this.digests.base.of(x) === this.digests.revision.of(y)) continue;
      if (sameConflict(b, r, k)) continue;
      if (k === "if") conditionChanged = true;
      else if (conditionChanged && (k === "then" || k === "else")) continue;
      emit("keyword-changed", `keyword:${k}`, x, y, { keyword: k, effect: boundEffect(k, x, y) });
    }
    this.alternatives(b, r, emit);
    this.allOf(b, r, emit);
    if (b.extensible && r.extensible) valuesChanged("extensible-enum", "x-extensible-enum", b.extensible, r.extensible);
    if (b.hasDefault !== r.hasDefault || JSON.stringify(b.default) !== JSON.stringify(r.default))
      emit("default-changed", "default", b.default, r.default);
    if (b.deprecated !== r.deprecated)
      emit(r.deprecated ? "deprecated-added" : "deprecated-removed", "deprecated", b.deprecated, r.deprecated);
    if (JSON.stringify(b.optIn) !== JSON.stringify(r.optIn))
      emit(presence("opt-in", b.optIn, r.optIn), "opt-in", b.optIn, r.optIn);
    // A property made read-only is no longer read from requests, one made write-only no longer returned: the
    // generated types keep it either way, so nothing else would tell. (Their going away the other way round adds
    // what a side may use, and is not reported, but for a required property: compareProperties.)
    if (!b.readOnly && r.readOnly) emit("read-only-added", "read-only", false, true);
    if (!b.writeOnly && r.writeOnly) emit("write-only-added", "write-only", false, true);
    if (b.nullClears !== r.nullClears) emit("null-clears-changed", "null-clears", b.nullClears, r.nullClears);
    // What is below an object belongs to it (the object's own changes above belong to its parent).
    const inner = owner(b, r, rel);
    if (b.properties || r.properties || b.required.size || r.required.size) compareProperties(this, b, r, inner, out);
    if (b.items && r.items) this.pairSubs(b.items, r.items, stepped(inner, b.items.segs, r.items.segs, "[]"), out);
    if (b.additional && r.additional)
      this.pairSubs(b.additional, r.additional, stepped(inner, b.additional.segs, r.additional.segs, "*"), out);
  }

  /**
   * The conditions one of which must hold (View.alternatives), compared as one keyword written `a | b + c` (a list's
   * names joined by +; a size bound as written, `a | maxProperties: 0`): relaxed when every payload the base
   * conditions accepted is still accepted (each base list holds a revision list, each base bound is kept), tightened
   * otherwise. The names required on either side count as sent: a name that moved between `required` and the lists
   * is its property's own required-added or -removed change, and is judged there (`required: [source]` becoming
   * `anyOf: [{required: [source]}, {required: [build_type]}]` is `source` become optional and this keyword added,
   * relaxed).
   */
  private alternatives(b: View, r: View, emit: Emit): void {
    const [x, y] = [b.alternatives, r.alternatives];
    const text = (v: View["alternatives"]) => v?.lists.map(conditionText).join(" | ");
    if (text(x) === text(y) && (x?.combinator ?? "") === (y?.combinator ?? "")) return;
    const keyword = y?.combinator ?? x!.combinator;
    const required = [...b.required, ...r.required];
    const relaxed = (x?.lists ?? [[]]).every((l) => {
      const sent = new Set([...required, ...(Array.isArray(l) ? l : [])]);
      return (y?.lists ?? [[]]).some((m) => (Array.isArray(m) ? m.every((name) => sent.has(name)) : m === l));
    });
    const effect = relaxed ? "relaxed" : "tightened";
    emit("keyword-changed", `keyword:${keyword}`, text(x), text(y), { keyword, effect, alternatives: true });
  }

  /**
   * `allOf` members: their content is merged into the views and compared with everything else, so only what a member
   * says that its merged view cannot show (see unseen) is looked at here. Members are paired first by content, then
   * by that unseen part: a member left without a partner on one side was added or removed as far as a caller can tell.
   */
  private allOf(b: View, r: View, emit: Emit): void {
    const sides = {
      base: { views: this.base, merged: b, digests: this.digests.base },
      revision: { views: this.rev, merged: r, digests: this.digests.revision },
    };
    const hidden = new Map<Sub, Json | undefined>();
    const unseenIn = (m: Sub, side: Side) => {
      const { views, merged, digests } = sides[side];
      return remember(hidden, m, () => unseen(views.view(m.node, m.ptr), merged, digests));
    };
    const { base: gone, revision: added } = pairUp(
      b.allOf ?? [],
      r.allOf ?? [],
      [(m, side) => sides[side].digests.of(m.node), (m, side) => sides[side].digests.of(unseenIn(m, side) ?? null)],
      (m) => m.ptr,
    );
    const label = (m: Sub) =>
      /\/components\/schemas\/([^/]+)$/.exec(String((m.node as Json).$ref ?? ""))?.[1] ?? "inline";
    for (const m of added)
      if (unseenIn(m, "revision")) emit("all-of-added", "all-of", undefined, m.node, { member: label(m) });
    for (const m of gone)
      if (unseenIn(m, "base")) emit("all-of-removed", "all-of", m.node, undefined, { member: label(m) });
  }
}

/**
 * What an `allOf` member says that its own side's merged view does not show, or undefined. The views intersect the
 * members' types and enums and keep the stricter of two numeric bounds, which the merged comparison then sees; a
 * second `pattern`, `format` or 2020-12 keyword beside one already said, or a type no other member allows, cannot
 * be merged, so it is invisible there. Properties and required names always merge, and are compared there.
 */
function unseen(member: View, merged: View, digests: Digests): Json | undefined {
  const out: Json = {};
  const same = (x: unknown, y: unknown) => x === undefined || digests.of(x) === digests.of(y);
  for (const k of BOUND_KEYWORDS)
    if (typeof member.bounds[k] !== "number" && !same(member.bounds[k], merged.bounds[k])) out[k] = member.bounds[k];
  for (const k of SCHEMA_KEYWORDS) if (!same(member.keywords[k], merged.keywords[k])) out[k] = member.keywords[k];
  if (member.types && merged.types && bothTypes(member.types, merged.types)?.join() !== merged.types.join())
    out.type = member.types;
  if (!same(member.format, merged.format)) out.format = member.format;
  return Object.keys(out).length ? out : undefined;
}

/** What a view says of one aspect of a change (`type`, `bound:maxLength`, `keyword:not`...), as a digest. */
function aspectDigest(v: View, aspect: string, digests: Digests): string {
  const [head, keyword] = aspect.split(":") as [string, string | undefined];
  const values: Record<string, unknown> = {
    shape: v.shape,
    nullable: v.nullable,
    type: v.types,
    format: v.format,
    enum: v.enum,
    bound: v.bounds[keyword as BoundKeyword],
    keyword: v.keywords[keyword as SchemaKeyword],
    default: v.hasDefault ? [v.default] : undefined,
    deprecated: v.deprecated,
    "opt-in": v.optIn,
    "null-clears": v.nullClears,
    "read-only": v.readOnly,
    "write-only": v.writeOnly,
    "x-extensible-enum": v.extensible,
  };
  return digests.of(values[head]);
}

type Side = "base" | "revision";
type Emit = (kind: ChangeKind, aspect: string, before: unknown, after: unknown, args?: RelChange["args"]) => void;

/** The path into a resource or an object with properties (see Owner); other nodes own nothing. */
function owner(b: View, r: View, rel: Trail): Trail {
  const resource = r.resource ?? b.resource;
  if (resource !== undefined) return entered(rel, { resource });
  return b.properties || r.properties ? entered(rel, { object: { base: b.raw, revision: r.raw } }) : rel;
}

function compareProperties(cmp: SchemaComparer, b: View, r: View, rel: Trail, out: Entry): void {
  const bp = b.properties ?? new Map<string, Sub>();
  const rp = r.properties ?? new Map<string, Sub>();
  for (const [name, sub] of bp) {
    const other = rp.get(name);
    if (!other) continue;
    const at = stepped(declaredIn(cmp, b, r, rel, sub.segs, other.segs), sub.segs, other.segs, name);
    const [was, is] = [b.required.has(name), r.required.has(name)];
    const both = { base: sub.ptr, revision: other.ptr };
    if (was !== is) {
      // The side that requires it says where its `required` holds: not in requests for a read-only property, not in
      // responses for a write-only one (OpenAPI); the rules judge the change where it holds.
      const args = is ? unsent(cmp.rev, other) : unsent(cmp.base, sub);
      record(out, is ? "required-added" : "required-removed", "required", at, {
        ...both,
        before: was,
        after: is,
        args,
      });
    }
    // A required property that stops being read-only is one a request must now send: its `required` held for
    // responses only (OpenAPI), and a client that never sent it is refused. Optional, it is one a request may send.
    else if (is && unsent(cmp.base, sub).readOnly && !unsent(cmp.rev, other).readOnly)
      record(out, "read-only-removed", "read-only", at, { ...both, before: true, after: false });
    cmp.pairSubs(sub, other, at, out);
  }
  // A name required but declared on neither side (a slip, or a property left to additionalProperties): it must be
  // sent all the same, and a response that required it had it. Its pointer is where its declaration would be, as for
  // any required property.
  for (const name of new Set([...r.required, ...b.required])) {
    const is = r.required.has(name);
    if (is === b.required.has(name) || bp.has(name) || rp.has(name)) continue;
    record(out, is ? "required-added" : "required-removed", "required", stepped(rel, [], [], name), {
      base: child(b.ptr, "properties", name),
      revision: child(r.ptr, "properties", name),
      before: !is,
      after: is,
    });
  }
  // The properties of one side only, with their names (rename candidates: renames.ts).
  const only = (mine: Map<string, Sub>, theirs: Map<string, Sub>) =>
    [...mine].filter(([name]) => !theirs.has(name)).map(([name, sub]) => ({ name, ...sub }));
  const [removed, added] = [only(bp, rp), only(rp, bp)];
  const renames = findRenames(removed, added, cmp.base, cmp.rev);
  const renamedFrom = new Set(renames.map((x) => x.from));
  const renamedTo = new Set(renames.map((x) => x.to));
  for (const pair of renames) {
    const [from, to] = [bp.get(pair.from)!, rp.get(pair.to)!];
    const at = declaredIn(cmp, b, r, rel, from.segs, to.segs);
    record(out, "property-renamed", "exists", stepped(at, from.segs, to.segs, pair.from), {
      base: from.ptr,
      revision: to.ptr,
      before: pair.from,
      after: pair.to,
      args: { from: pair.from, to: pair.to },
    });
    cmp.pairSubs(from, to, stepped(at, from.segs, to.segs, pair.to), out);
  }
  // A property on one side only: its facts are read on the side that has it.
  for (const [subs, renamed, gone] of [
    [removed, renamedFrom, true],
    [added, renamedTo, false],
  ] as const)
    for (const sub of subs.filter((x) => !renamed.has(x.name))) {
      const node = isObject(sub.node) ? sub.node : undefined;
      // A read-only property is not one a request sends, a write-only one not one a response carries.
      const facts = unsent(gone ? cmp.base : cmp.rev, sub);
      const at = declaredIn(cmp, b, r, rel, sub.segs, sub.segs);
      const path = gone ? stepped(at, sub.segs, [], sub.name) : stepped(at, [], sub.segs, sub.name);
      record(out, gone ? "property-removed" : "property-added", "exists", path, {
        ...(gone ? { base: sub.ptr, before: node } : { revision: sub.ptr, after: node }),
        args: { required: (gone ? b : r).required.has(sub.name), ...facts, parentBase: b.ptr, parentRevision: r.ptr },
      });
    }
}

/**
 * Whether a property is read-only or write-only: said by its schema, or beside its `$ref` (OpenAPI 3.1), where it
 * holds for this property only (see pair) and the view, which follows the `$ref`, does not see it.
 */
function unsent(views: Views, sub: Sub): { readOnly: boolean; writeOnly: boolean } {
  const { readOnly, writeOnly } = views.view(sub.node, sub.ptr);
  const beside = isObject(sub.node) ? sub.node : {};
  return { readOnly: readOnly || beside.readOnly === true, writeOnly: writeOnly || beside.writeOnly === true };
}

/** oneOf/anyOf: a side without branches is one branch. Branches pair by content (identical on both sides), then by
 *  `$ref` name, then by type, then the last one left on each side; the rest are added or removed. Content comes
 *  first because inline alternatives (as vendors publish them) share one type: paired by type alone they pair by
 *  position, and removing the middle one of three would read as its properties removed and the next one's added. */
function compareBranches(cmp: SchemaComparer, b: View, r: View, rel: Trail, out: Entry): void {
  const combinator = r.branches?.combinator ?? b.branches?.combinator ?? "oneOf";
  const bl = b.branches?.list ?? [{ node: b.raw, ptr: b.ptr, segs: [] as string[] }];
  const rl = r.branches?.list ?? [{ node: r.raw, ptr: r.ptr, segs: [] as string[] }];
  const bSide = bl.map((s) => ({ sub: s, content: cmp.digests.base.of(s.node), ...branchKeys(cmp.base, s, b) }));
  const rSide = rl.map((s) => ({ sub: s, content: cmp.digests.revision.of(s.node), ...branchKeys(cmp.rev, s, r) }));
  // In the document's order (one order key for all keeps it); a branch without a `$ref` has no ref to pair by.
  const byRef = (x: { ref?: string }, side: string) => x.ref ?? `\u0000${side}`;
  const paired = pairUp(bSide, rSide, [(x) => x.content, byRef, (x) => x.type], () => "");
  const { pairs, base: bLeft, revision: rLeft } = paired;
  if (bLeft.length === 1 && rLeft.length === 1) {
    pairs.push([bLeft[0]!, rLeft[0]!]);
    bLeft.length = rLeft.length = 0;
  }
  // A side without branches stands as one whole, nullability included; the branch paired with it is read without
  // its parent's, so `anyOf: [string, null]` gaining an `integer` branch read as its string branch "not null".
  // Nullability was compared on the parents (views), so it is not compared again between a branch and a whole.
  const whole = !b.branches || !r.branches;
  for (const [{ sub: x }, { sub: y }] of pairs)
    cmp.pair(x.node, x.ptr, y.node, y.ptr, stepped(rel, x.segs, y.segs), out, whole);
  // A property that only a removed branch had is gone from every shape the schema still allows.
  const kept = new Set(r.properties?.keys());
  for (const y of rl) for (const name of cmp.rev.view(y.node, y.ptr).properties?.keys() ?? []) kept.add(name);
  for (const x of bLeft) {
    const v = cmp.base.view(x.sub.node, x.sub.ptr);
    for (const [name, sub] of v.properties ?? [])
      if (!kept.has(name))
        record(out, "branch-property-removed", "exists", stepped(rel, [...x.sub.segs, ...sub.segs], [], name), {
          base: sub.ptr,
          before: sub.node,
          args: { branch: x.label, shown: x.shown, combinator, parentBase: b.ptr, parentRevision: r.ptr },
        });
  }
  for (const [list, removed] of [
    [bLeft, true],
    [rLeft, false],
  ] as const)
    for (const { sub, label, shown } of list) {
      const at = removed ? stepped(rel, sub.segs, []) : stepped(rel, [], sub.segs);
      record(out, removed ? "branch-removed" : "branch-added", `branch:${label}`, at, {
        ...(removed ? { base: sub.ptr, before: sub.node } : { revision: sub.ptr, after: sub.node }),
        args: { combinator, branch: label, shown, parentBase: b.ptr, parentRevision: r.ptr },
      });
    }
}

/**
 * A branch's keys for pairing: the component it refers to, if any, and its type; either is its label. `shown` is
 * its name in messages: the label, or for an untyped alternative the value it pins (`const: "x"`, `enum: [...]`),
 * else nothing (an alternative "without a type", not an "`any`" one).
 */
function branchKeys(views: Views, sub: Sub, owner: View) {
  const v = sub.node === owner.raw ? owner : views.view(sub.node, sub.ptr);
  const ref = v.viaRef ? /^#\/components\/schemas\/([^/]+)$/.exec(v.ptr)?.[1] : undefined;
  const type = (v.types ?? ["any"]).join("|") + (v.format ? `:${v.format}` : "");
  const values =
    v.enum?.length === 1 ? `const: ${JSON.stringify(v.enum[0])}` : v.enum && `enum: ${JSON.stringify(v.enum)}`;
  const shown = ref ?? (v.types?.length ? type : values);
  return { ref, type, label: ref ?? type, shown };
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

/** Type lists with nothing in common (an integer is a number); an untyped side (no list) overlaps everything. */
export function disjoint(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || !a.length || !b.length) return false;
  return bothTypes(a.map(valueText), b.map(valueText)) === undefined;
}
