/**
 * Names for the parts of other files hoisted into the bundled document's components (README.md, "Bundling"): the
 * result depends only on the set of hoisted objects, never on the order refs were met.
 */
import path from "node:path";
import type { Hoist } from "./collect.js";
import { isObject } from "./pointer.js";
import { nodeId } from "./resolve.js";
import { compareCodeUnits as compare } from "../output/order.js";

export function assignNames(hoists: Iterable<Hoist>, entryComponents: unknown, entryDir: string): void {
  // A file's path relative to the entry's folder, without its extension.
  const stemOf = (abs: string): string => {
    const relative = path.relative(entryDir, abs);
    return relative.slice(0, relative.length - path.extname(relative).length);
  };
  const bySection = new Map<string, Hoist[]>();
  for (const hoist of hoists)
    if (!hoist.home) bySection.get(hoist.section)?.push(hoist) ?? bySection.set(hoist.section, [hoist]);
  for (const [section, list] of bySection) {
    const own = isObject(entryComponents) ? entryComponents[section] : undefined;
    const taken = new Set(isObject(own) ? Object.keys(own) : []);
    const give = (hoist: Hoist, name: string) => {
      taken.add(name);
      hoist.home = ["components", section, name];
    };
    let left = list.map((hoist) => ({ hoist, candidates: candidates(hoist, stemOf) }));
    for (let level = 0; level < 3 && left.length > 0; level++) {
      const counts = new Map<string, number>();
      for (const one of left) counts.set(one.candidates[level]!, (counts.get(one.candidates[level]!) ?? 0) + 1);
      left = left.filter((one) => {
        const name = one.candidates[level]!;
        if (counts.get(name) !== 1 || taken.has(name)) return true;
        give(one.hoist, name);
        return false;
      });
    }
    const id = ({ hoist }: (typeof left)[number]) => nodeId(hoist.target.file, hoist.target.segments);
    left.sort((a, b) => compare(id(a), id(b)));
    for (const { hoist, candidates } of left) {
      let n = 2;
      while (taken.has(`${candidates[2]}_${n}`)) n++;
      give(hoist, `${candidates[2]}_${n}`);
    }
  }
}

function candidates(hoist: Hoist, stemOf: (abs: string) => string): [string, string, string] {
  const { file, segments } = hoist.target;
  const stem = stemOf(file.abs);
  const last = segments[segments.length - 1];
  if (last === undefined) return [clean(path.basename(stem)), clean(stem), clean(stem)];
  return [clean(last), clean(`${stem}_${last}`), clean(`${stem}_${segments.join("_")}`)];
}

function clean(name: string): string {
  const out = name.replace(/[^A-Za-z0-9._-]/g, "_");
  return out === "" ? "Component" : out;
}
