/** The diff and the catalog: predecessors, chains of pairs, catalog mapping (README.md, "catalog.ts"). */
import type { Catalog, CatalogChange, DiffData } from "../load/catalog.js";
import { rules } from "./rules/index.js";
import type { Finding } from "./types.js";

export function predecessor(catalog: Catalog, id: string): string | undefined {
  const i = catalog.revisions.findIndex((r) => r.id === id);
  if (i === -1) throw new Error(`${id} is not a revision of the catalog`);
  for (let j = i - 1; j >= 0; j--) if (!catalog.revisions[j]!.id.endsWith(".pre")) return catalog.revisions[j]!.id;
  return undefined;
}

/** A side of a diff: its catalog revision, if it is one, and its document's `info.version`. */
type Side = { revision?: string; version?: string };

/**
 * Whether going from `from` to `to` goes back: `to` comes before `from` in the catalog when both are catalog
 * revisions, else (two spec files) by their `info.version` when both are dates (`2024-02-15`, a `.pre` suffix aside) or
 * both dotted numbers (`1.10.0`). Versions that are neither, or equal, are no downgrade.
 */
export function isDowngrade(catalog: Catalog | undefined, from: Side, to: Side): boolean {
  const order = catalog?.revisions.map((r) => r.id) ?? [];
  if (from.revision && to.revision && order.includes(from.revision) && order.includes(to.revision))
    return order.indexOf(from.revision) > order.indexOf(to.revision);
  const date = /^(\d{4}-\d{2}-\d{2})(?:\.pre)?$/;
  const [fv, tv] = [from.version?.trim() ?? "", to.version?.trim() ?? ""];
  const [a, b] = [date.exec(fv)?.[1], date.exec(tv)?.[1]];
  if (a && b) return a > b;
  const dotted = /^v?(\d+(?:\.\d+)*)$/;
  const [x, y] = [dotted.exec(fv)?.[1], dotted.exec(tv)?.[1]];
  if (!x || !y) return false;
  const [xs, ys] = [x.split(".").map(Number), y.split(".").map(Number)];
  for (let i = 0; i < Math.max(xs.length, ys.length); i++)
    if ((xs[i] ?? 0) !== (ys[i] ?? 0)) return (xs[i] ?? 0) > (ys[i] ?? 0);
  return false;
}

/**
 * The changes of the catalog revisions after the older of two up to the newer one, whichever way the pair goes: a
 * downgrade is explained by the changes it rolls back.
 */
export function changesInRange(catalog: Catalog, a: string, b: string): CatalogChange[] {
  const order = catalog.revisions.map((r) => r.id);
  const chain = order.indexOf(a) > order.indexOf(b) ? revisionChain(catalog, b, a) : revisionChain(catalog, a, b);
  const inRange = new Set(chain.slice(1));
  return catalog.revisions.filter((r) => inRange.has(r.id)).flatMap((r) => r.changes);
}

/** The revisions from `from` to `to`, each compared with the one before it: the consecutive pairs of an upgrade. */
export function revisionChain(catalog: Catalog, from: string, to: string): string[] {
  const order = catalog.revisions.map((r) => r.id);
  const [fi, ti] = [order.indexOf(from), order.indexOf(to)];
  if (fi === -1) throw new Error(`${from} is not a revision of the catalog`);
  if (ti === -1) throw new Error(`${to} is not a revision of the catalog`);
  if (fi > ti) throw new Error(`${from} is newer than ${to}: an upgrade goes from an older revision to a newer one`);
  const back: string[] = [to];
  for (let at: string | undefined = to; at !== from;) {
    at = predecessor(catalog, at);
    if (at === undefined || order.indexOf(at) < fi) break;
    back.push(at);
  }
  if (back[back.length - 1] === from) return back.reverse();
  // `from` is a beta (or `to`'s ancestry skips it): leave it for the first GA revision after it.
  const next = order.slice(fi + 1).find((id) => !id.endsWith(".pre"));
  if (!next || order.indexOf(next) > ti) return [from, to];
  return [from, ...revisionChain(catalog, next, to)];
}

/** Sets `catalogEntry` (or `waived`) on every finding of a pair of revisions a catalog change (or a waiver) explains. */
export function mapCatalogEntries(
  findings: Finding[],
  { catalog, data }: { catalog: Catalog; data: DiffData },
  { from, to }: { from: string; to: string },
): void {
  const changes = changesInRange(catalog, from, to);
  const waivers = data.waivers.findings.filter((w) => w.from === from && w.to === to);
  for (const f of findings) {
    if (f.catalogEntry !== undefined) continue;
    const ops = new Set(f.affects.map((a) => a.operationId));
    const waiver = waivers.find((w) => w.rule === f.id && w.operations.some((o) => ops.has(o)));
    const entry = waiver ? undefined : bestChange(f, ops, changes);
    if (waiver) f.waived = { reason: waiver.reason.trim() };
    else if (entry) f.catalogEntry = entry.id;
  }
}

function bestChange(f: Finding, ops: Set<string>, changes: CatalogChange[]): CatalogChange | undefined {
  let candidates = changes.filter((c) => c.operations.some((o) => ops.has(o)));
  if (f.severity === "breaking" && candidates.some((c) => c.breaking))
    candidates = candidates.filter((c) => c.breaking);
  let best: { change?: CatalogChange; score: number } = { score: -1 };
  const words = findingWords(f);
  const keywords = rules.find((r) => r.id === f.id)?.keywords ?? [];
  for (const c of candidates) {
    const text = c.text.toLowerCase();
    const tokens = new Set(text.split(/[^a-z0-9$]+/).map(stem));
    let score = 0;
    for (const k of keywords) if (text.includes(k.toLowerCase())) score += 10;
    for (const [w, weight] of words) if (tokens.has(w)) score += weight;
    // A finding that is not breaking is credited to a change only when they share words: operations alone are
    // too weak a link (a path parameter renamed on an operation whose only entry is a rate-limit increase).
    if (f.severity !== "breaking" && score === 0) continue;
    if (!c.breaking && f.severity !== "breaking") score += 3;
    score += (c.operations.filter((o) => ops.has(o)).length / ops.size) * 5;
    if (score > best.score) best = { change: c, score };
  }
  return best.change;
}

/**
 * The names a finding is about, as stemmed lower-case words of three letters or more with a weight: the changed name
 * itself (the last step of the property path, the new name, a filter field, enum values) weighs most, the rest of
 * the path little; a finding without a property is about its parameter, its payload's schema name
 * (`ListMemberCountDocument` gives list, member, count) or its operation (`upload_image_from_url`).
 */
function findingWords(f: Finding): Map<string, number> {
  const out = new Map<string, number>();
  const add = (value: unknown, weight: number) => {
    for (const s of Array.isArray(value) ? value : [value]) {
      if (typeof s !== "string") continue;
      const words = s
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9$]+/);
      for (const w of words)
        if (w.length >= 3 && !IGNORED.has(w)) out.set(stem(w), Math.max(out.get(stem(w)) ?? 0, weight));
    }
  };
  const property = typeof f.args.property === "string" && f.args.property !== "(root)" ? f.args.property : undefined;
  if (property) {
    const steps = property.split(".");
    add(steps.slice(0, -1), 2);
    add(steps.at(-1), 10);
  } else add(f.args.parameter ?? f.args.schema ?? f.args.operationId, 5);
  for (const key of ["to", "field", "operator", "values", "mediaType"]) add(f.args[key], 10);
  return out;
}

const IGNORED = new Set(["root", "document", "data", "attributes", "type"]);

/** A rough stem, enough to match a name with the catalog's prose: plural, -ed, -ing and a final e go. */
function stem(word: string): string {
  const w = word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  const suffix = ["ing", "ed", "e"].find((x) => w.length > x.length + 3 && w.endsWith(x));
  return suffix ? w.slice(0, -suffix.length) : w;
}
