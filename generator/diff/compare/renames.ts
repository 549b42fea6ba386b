/** Rename candidates: same shape, similar name (../README.md, "compare/renames.ts"). */
import type { Sub, View, Views } from "./schema-view.js";
import { compareCodeUnits as compare } from "../../output/order.js";

type Side = { name: string; node: unknown; ptr: string };
type RenamePair = { from: string; to: string; score: number };

const THRESHOLD = 0.6;

export function findRenames(removed: Side[], added: Side[], base: Views, rev: Views): RenamePair[] {
  const candidates: RenamePair[] = [];
  for (const r of removed) {
    for (const a of added) {
      const score = similarity(r.name, a.name);
      if (score < THRESHOLD) continue;
      if (!sameShape(base.view(r.node, r.ptr), rev.view(a.node, a.ptr), base, rev, 2)) continue;
      candidates.push({ from: r.name, to: a.name, score });
    }
  }
  candidates.sort((x, y) => y.score - x.score || compare(x.from, y.from) || compare(x.to, y.to));
  // Best first, each name in one rename at the most.
  const out: RenamePair[] = [];
  for (const c of candidates) if (!out.some((o) => o.from === c.from || o.to === c.to)) out.push(c);
  return out;
}

function sameShape(a: View, b: View, av: Views, bv: Views, depth: number): boolean {
  if ((a.types ?? []).join() !== (b.types ?? []).join()) return false;
  if (a.nullable !== b.nullable || a.format !== b.format) return false;
  if (JSON.stringify(a.enum ?? null) !== JSON.stringify(b.enum ?? null)) return false;
  if (Boolean(a.branches) !== Boolean(b.branches)) return false;
  if (depth === 0) return true;
  const below = (x: Sub, y: Sub) => sameShape(av.view(x.node, x.ptr), bv.view(y.node, y.ptr), av, bv, depth - 1);
  const [ap, bp] = [a.properties, b.properties];
  if (ap?.size && bp?.size) {
    if (ap.size !== bp.size) return false;
    for (const [name, sub] of ap) if (!bp.has(name) || !below(sub, bp.get(name)!)) return false;
  }
  return a.items && b.items ? below(a.items, b.items) : true;
}

export function similarity(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return 1;
  const wx = words(a);
  const wy = words(b);
  const [short, long] = wx.length <= wy.length ? [wx, wy] : [wy, wx];
  const contained = short.length > 0 && short.every((w) => long.includes(w)) ? 0.85 : 0;
  return Math.max(contained, 1 - levenshtein(x, y) / Math.max(x.length, y.length));
}

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}
