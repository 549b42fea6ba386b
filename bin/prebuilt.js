// Which generator `revforge` runs: the prebuilt one in dist/generator (scripts/build-generator.mjs, `npm run build`,
// also run by `npm ci`) while it is fresh, else the TypeScript sources through tsx. Fresh means built, and none of
// the sources it was built from changed since the build started (one stat per source, about 2 ms); anything
// unreadable counts as stale, so an edited or half-built checkout always runs its sources.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The prebuilt CLI module's path, or undefined when the sources must run. */
export function prebuiltCli(root) {
  const dist = path.join(root, "dist/generator");
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(path.join(dist, "build.json"), "utf8"));
    if (typeof builtAt !== "number" || !Array.isArray(inputs) || inputs.length === 0) return undefined;
    for (const file of inputs) if (statSync(path.join(root, file)).mtimeMs >= builtAt) return undefined;
    statSync(path.join(dist, "cli.mjs"));
    return path.join(dist, "cli.mjs");
  } catch {
    return undefined;
  }
}
