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
 * A copy of `doc` without its first operation (first path in document order, first method in it) that no `$ref` of
 * the document points into (a spec may reuse an operation's parameter by pointer: removing that operation would
 * leave the ref dangling, and the diff would rightly refuse the document), the path dropped when it has no operation
 * left; undefined when the document has no such operation.
 */
export function removeOneOperation(doc: unknown): { doc: unknown; removed: RemovedOperation } | undefined {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> }).paths;
  if (paths === null || typeof paths !== "object") return undefined;
  const refs = refsOf(doc);
  const pointedInto = (pointer: string) => refs.some((r) => r === pointer || r.startsWith(`${pointer}/`));
  for (const [p, item] of Object.entries(paths)) {
    if (item === null || typeof item !== "object") continue;
    const itemPointer = `#/paths/${p.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    for (const method of Object.keys(item).filter((k) => methods.includes(k))) {
      const { [method]: operation, ...rest } = item;
      const left = Object.keys(rest).some((k) => methods.includes(k));
      if (pointedInto(left ? `${itemPointer}/${method}` : itemPointer)) continue;
      const newPaths = { ...paths };
      if (left) newPaths[p] = rest;
      else delete newPaths[p];
      const deprecated = (operation as { deprecated?: unknown } | null)?.deprecated === true;
      return { doc: { ...(doc as object), paths: newPaths }, removed: { method, path: p, deprecated } };
    }
  }
  return undefined;
}

/** Every string `$ref` of a document, URI-decoded (`%7B` is `{` in a pointer). */
function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsOf(v, out);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(safeDecode(v));
      else refsOf(v, out);
    }
  }
  return out;
}

function safeDecode(ref: string): string {
  try {
    return decodeURIComponent(ref);
  } catch {
    return ref;
  }
}
