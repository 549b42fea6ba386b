/**
 * A value from a spec as text: a string as it is, another scalar as JavaScript writes it, a list or an object as
 * JSON. `String` would write an object as `[object Object]` and a list as its items joined by commas, so a value of
 * the wrong kind (a slip the loader warns about) would read as something the spec never wrote.
 */
export function valueText(value: unknown): string {
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}
