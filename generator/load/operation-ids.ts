/**
 * Every operation's operationId, unique within the document (docs/safety.md E3): the name the model, the emitted
 * functions and the types (`operations[<id>]`, emit/types-input.ts) give the operation. Of the operations that want
 * one id (written twice, or made from method and path alike), the one whose spec writes it, else the first by method
 * and path in code-unit order, keeps it; each other one takes the lowest `_2`, `_3`... that no operation wants, and is
 * warned about (path-slips.ts). The names depend only on the operations that want the same id, never on the order of
 * the document. Ids that differ only by `#` against `/` count as the same: the types key both alike (`keyOf`).
 */
import { compareCodeUnits as compare } from "../output/order.js";
import { follow, formatPointer, isObject } from "./pointer.js";

export const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/** An operation and the operationId it wants, whether the spec writes it (`own`) or it is made from method and path. */
interface Wanting {
  method: string;
  path: string;
  /** The operation's pointer in the document (through the path item's `$ref`, if any). */
  pointer: string;
  wanted: string;
  own: boolean;
}

const route = ({ method, path }: Wanting) => `${method.toUpperCase()} ${path}`;

/**
 * What an id is in the types' `operations` interface: openapi-typescript writes each `#` as `/` (emit/operation-types.ts
 * `typesKey`), so `a#b` and `a/b` would be one member declared twice.
 */
const keyOf = (id: string) => id.replaceAll("#", "/");

/**
 * The operationId of each operation, by `<method> <path>` (the path key as the spec writes it), and the operations
 * that did not get the one they want, each with the operation that keeps it (`keeper`, as `GET /users`, and the id
 * it keeps, `keeperId`) and its own `id`.
 */
export function operationIds(document: Record<string, unknown>) {
  const groups = new Map<string, Wanting[]>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const path of Object.keys(paths)) {
    // The Paths Object allows extensions (`x-codegen-contextRoot`): they are data about the paths, not a path. (Asked
    // here, not through shape-slips.ts `isExtension`: openapi-context.ts, which that imports, imports this module.)
    if (path.startsWith("x-")) continue;
    const item = follow(document, paths[path], ["paths", path]);
    if (!isObject(item.value)) continue;
    for (const method of METHODS) {
      const raw = item.value[method];
      if (!isObject(raw)) continue;
      const own = typeof raw.operationId === "string" && raw.operationId !== "";
      const wanted = own ? (raw.operationId as string) : fallbackId(method, path);
      const pointer = formatPointer([...item.at, method]);
      const key = keyOf(wanted);
      groups.set(key, [...(groups.get(key) ?? []), { method, path, pointer, wanted, own }]);
    }
  }
  const ids = new Map<string, string>();
  const clashes: (Wanting & { keeper: string; keeperId: string; id: string })[] = [];
  const used = new Set(groups.keys());
  for (const group of groups.values()) {
    const sorted = group.sort((a, b) => compare(route(a), route(b)));
    const keeper = sorted.find((one) => one.own) ?? sorted[0]!;
    for (const one of sorted) {
      let id = one.wanted;
      if (one !== keeper) {
        let n = 2;
        while (used.has(keyOf(`${one.wanted}_${n}`))) n++;
        used.add(keyOf((id = `${one.wanted}_${n}`)));
        clashes.push({ ...one, keeper: route(keeper), keeperId: keeper.wanted, id });
      }
      ids.set(`${one.method} ${one.path}`, id);
    }
  }
  return { ids, clashes };
}

/**
 * Operations without an operationId get one from method and path, so that every operation has a name. A trailing `/`
 * stays a trailing `_`: `/jobs` and `/jobs/` are two operations (useapi.net's spec has both), not one operationId twice.
 */
function fallbackId(method: string, path: string): string {
  const words = path
    .replace(/[{}]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return `${method}_${words}${words !== "" && path.endsWith("/") ? "_" : ""}`;
}
