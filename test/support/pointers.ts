/** Every JSON pointer of a value, as segment lists, in document order (the root first): for tests that visit each node. */
export function pointers(value: unknown, at: string[] = [], out: string[][] = []): string[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pointers(item, [...at, String(i)], out));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) pointers(item, [...at, key], out);
  return out;
}
