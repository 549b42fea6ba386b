/**
 * revforge's version, from its package.json: two folders up from this module both in the sources
 * (generator/commands/) and in the build (dist/generator/), where esbuild puts every module.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export function revforgeVersion(): string {
  const file = path.resolve(import.meta.dirname, "../../package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
