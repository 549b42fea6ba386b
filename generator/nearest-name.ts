/**
 * The name a mistyped one most likely meant, for the "did you mean" of an unknown command or option: a slip of a key
 * or two (`--outt`, `--max-szie`, `genrate`), or the start of a longer name (`--allow`). Only one clear candidate is
 * named: a guess between two would send the user to the wrong one half the time.
 */
export function nearestName(typed: string, names: readonly string[]): string | undefined {
  if (typed === "") return undefined;
  // Up to one slip in a short name, two in a longer one: more would match unrelated names (`--check` is not `--clean`).
  const allowed = typed.length <= 4 ? 1 : 2;
  const close = names
    .map((name) => ({ name, distance: editDistance(typed, name) }))
    .filter((c) => c.distance <= allowed)
    .sort((a, b) => a.distance - b.distance);
  if (close.length > 0)
    return close.length === 1 || close[0]!.distance < close[1]!.distance ? close[0]!.name : undefined;
  const started = names.filter((name) => name.startsWith(typed));
  return started.length === 1 ? started[0] : undefined;
}

/** Damerau-Levenshtein distance (optimal string alignment): two swapped neighbours are one slip, as typed. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}
