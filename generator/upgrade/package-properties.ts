/** Which properties of a value's type the generated package declares, and which of them a user's type takes over. */
import { ts, type ts as TS } from "ts-morph";

/** Whether the package under `pkg` (its runtime or a revision's types) declares the property. */
export function inPackage(p: TS.Symbol, pkg: string): boolean {
  return p.declarations?.some((d) => d.getSourceFile().fileName.startsWith(pkg + "/")) === true;
}

/**
 * The properties a value of the type holds at any depth, as far as the package under `pkg` declares them (its
 * runtime's `Result` and the revision's types): the user's own types and the standard library are not walked into.
 */
export function heldProperties(checker: TS.TypeChecker, type: TS.Type, pkg: string): TS.Symbol[] {
  const out: TS.Symbol[] = [];
  const seen = new Set<TS.Type>();
  const visit = (t: TS.Type): void => {
    t = checker.getNonNullableType(t);
    if (seen.has(t)) return;
    seen.add(t);
    if (t.isUnion()) return t.types.forEach(visit);
    if (checker.isArrayType(t) || checker.isTupleType(t))
      return checker.getTypeArguments(t as TS.TypeReference).forEach(visit);
    for (const p of checker.getPropertiesOfType(t))
      if (inPackage(p, pkg)) {
        out.push(p);
        visit(checker.getTypeOfSymbol(p));
      }
  };
  visit(type);
  return out;
}

/** The properties of the type that the package under `pkg` declares, of each member of a union. */
export function ownProperties(checker: TS.TypeChecker, type: TS.Type, pkg: string): TS.Symbol[] {
  const t = checker.getNonNullableType(type);
  return (t.isUnion() ? t.types : [t]).flatMap((m) => checker.getPropertiesOfType(m).filter((p) => inPackage(p, pkg)));
}

/**
 * The properties of `from` (as far as the package under `pkg` declares them) that `to` declares itself, at any depth
 * both types share: read through `to`, they are the user's and no longer the package's.
 */
export function ownTypeProperties(checker: TS.TypeChecker, from: TS.Type, to: TS.Type, pkg: string): TS.Symbol[] {
  const out: TS.Symbol[] = [];
  const seen = new Map<TS.Type, Set<TS.Type>>();
  const visit = (s: TS.Type, t: TS.Type): void => {
    // A promise flows into a promise of the user's type (`const p: Promise<Mine> = load()`) by what it resolves to.
    s = checker.getNonNullableType(checker.getAwaitedType(s) ?? s);
    t = checker.getNonNullableType(checker.getAwaitedType(t) ?? t);
    const pairs = seen.get(s) ?? seen.set(s, new Set()).get(s)!;
    if (pairs.has(t)) return;
    pairs.add(t);
    if (s.isUnion()) return s.types.forEach((m) => visit(m, t));
    if (t.isUnion()) return t.types.forEach((m) => visit(s, m));
    // A container by what it holds: an array into an array, or two instances of one generic type (a generator into
    // `Generator<Mine>` by `yield*`, `Map<string, Mine>`, a user's `Box<Mine>`), their type arguments pairwise.
    const sameGeneric = isReference(s) && isReference(t) && s.target === t.target;
    if (sameGeneric || (checker.isArrayType(s) && checker.isArrayType(t))) {
      const held = checker.getTypeArguments(t as TS.TypeReference);
      return checker.getTypeArguments(s as TS.TypeReference).forEach((a, i) => held[i] && visit(a, held[i]));
    }
    for (const p of checker.getPropertiesOfType(s)) {
      const q = inPackage(p, pkg) ? checker.getPropertyOfType(checker.getApparentType(t), p.name) : undefined;
      if (q === undefined || inPackage(q, pkg)) continue;
      out.push(p);
      visit(checker.getTypeOfSymbol(p), checker.getTypeOfSymbol(q));
    }
  };
  visit(from, to);
  return out;
}

const isReference = (t: TS.Type): t is TS.TypeReference =>
  (t.flags & ts.TypeFlags.Object) !== 0 && ((t as TS.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0;
