/**
 * The parameter that carries the revision on every request: the config's `versionHeader`, or the one detected from the
 * spec (README.md, "The config": Version parameter): the one pinned on the most operations, a header before a query
 * parameter on a tie.
 */
import type { ApiModel } from "../model/types.js";
import { pinnedValue } from "../model/version-pin.js";

export interface VersionParameter {
  in: "header" | "query";
  name: string;
  /** The value every request of the entry point sends. */
  value: string;
}

/** What the config says: a parameter, `false` for none, undefined to detect. */
export type VersionChoice = { name: string; in: "header" | "query" } | false | undefined;

/** A header value or query value the runtime can send as it is: printable ASCII, no surrounding spaces. */
const SAFE_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]{0,126}[\x21-\x7e])?$/;

/** `unchecked`: return the parameter whatever its value (the reports only need its name). */
export function versionParameter(model: ApiModel, choice: VersionChoice, options: { unchecked?: boolean } = {}) {
  const safe = (p: VersionParameter) => {
    if (!options.unchecked && !SAFE_VALUE.test(p.value))
      throw new Error(
        `the version ${p.in} ${JSON.stringify(p.name)} would send ${JSON.stringify(p.value.slice(0, 80))}: not a printable ASCII value of at most 128 characters`,
      );
    return p;
  };
  // Header names are case-insensitive, query names not.
  const keyOf = (p: { in: string; name: string }) => `${p.in}:${p.in === "header" ? p.name.toLowerCase() : p.name}`;
  if (choice === false) return undefined;
  const counts = new Map<string, { in: "header" | "query"; name: string; values: Map<string, number> }>();
  for (const op of model.operations)
    for (const p of [...op.parameters.header, ...op.parameters.query]) {
      const value = pinnedValue(p, model);
      if (value === undefined) continue;
      const key = keyOf(p);
      const entry = counts.get(key) ?? { in: p.in as "header" | "query", name: p.name, values: new Map() };
      entry.values.set(value, (entry.values.get(value) ?? 0) + 1);
      counts.set(key, entry);
    }
  if (choice !== undefined) {
    const values = counts.get(keyOf(choice))?.values;
    // The value the operations pin most often, else the document's version.
    const value = values ? [...values].sort((a, b) => b[1] - a[1])[0]![0] : model.version;
    return safe({ ...choice, value });
  }
  let best: VersionParameter | undefined;
  let bestCount = 0;
  for (const entry of counts.values()) {
    const count = entry.values.get(model.version) ?? 0;
    if (count > bestCount || (count === bestCount && count > 0 && entry.in === "header" && best?.in === "query")) {
      best = { in: entry.in, name: entry.name, value: model.version };
      bestCount = count;
    }
  }
  return best && safe(best);
}
