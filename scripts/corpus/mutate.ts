/**
 * The two variants of a document the corpus diffs it against: the same document with every object's keys in reverse
 * order (nothing changed, so no finding), and the document without one operation (a breaking finding, or a dangerous
 * one when the operation was deprecated).
 */

const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** A deep copy with the keys of every object reversed; arrays keep their order (their order is meaning). */
export function reorderKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reorderKeys);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).reverse()) out[key] = reorderKeys((value as Record<string, unknown>)[key]);
  return out;
}

export interface RemovedOperation {
  method: string;
  path: string;
  deprecated: boolean;
}

/**
 * A copy of `doc` without its first operation (first path in document order, first method in it), the path dropped
 * when it has no operation left; undefined when the document has no operation.
 */
export function removeOneOperation(doc: unknown): { doc: unknown; removed: RemovedOperation } | undefined {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> }).paths;
  if (paths === null || typeof paths !== "object") return undefined;
  for (const [p, item] of Object.entries(paths)) {
    if (item === null || typeof item !== "object") continue;
    const method = Object.keys(item).find((k) => methods.includes(k));
    if (method === undefined) continue;
    const { [method]: operation, ...rest } = item;
    const left = Object.keys(rest).some((k) => methods.includes(k));
    const newPaths = { ...paths };
    if (left) newPaths[p] = rest;
    else delete newPaths[p];
    const deprecated = (operation as { deprecated?: unknown } | null)?.deprecated === true;
    return { doc: { ...(doc as object), paths: newPaths }, removed: { method, path: p, deprecated } };
  }
  return undefined;
}
