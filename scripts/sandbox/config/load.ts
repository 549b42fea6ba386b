/**
 * Reads a sandbox config file: size-capped, duplicate JSON keys rejected (the generator's strict JSON reader; JSON.parse
 * would keep the last of two), then validated and resolved. Errors are ConfigError lines naming the file.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseJson } from "../../../generator/load/parse-json.js";
import { LoadError } from "../../../generator/load/errors.js";
import { ConfigError, resolveConfig } from "./resolve.js";
import type { ResolvedConfig, SandboxConfig } from "./types.js";

const MAX_CONFIG_BYTES = 1024 * 1024;

/** The default config file, `scripts/sandbox/sandbox.config.json`. */
export const DEFAULT_CONFIG_FILE = fileURLToPath(new URL("../sandbox.config.json", import.meta.url));

/** Reads and parses a config file into the raw `SandboxConfig` (validated). */
export function readConfigFile(file: string): { config: SandboxConfig; resolved: ResolvedConfig } {
  const display = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new ConfigError([`${display} is not a file`]);
    if (stat.size > MAX_CONFIG_BYTES) throw new ConfigError([`${display} is larger than ${MAX_CONFIG_BYTES} bytes`]);
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new ConfigError([`${display} cannot be read${code ? ` (${code})` : ""}`]);
  }
  let value: unknown;
  try {
    value = parseJson(text, display).value;
  } catch (error) {
    throw new ConfigError([error instanceof LoadError ? error.message : `${display} is not JSON`]);
  }
  return { config: value as SandboxConfig, resolved: resolveConfig(value, display) };
}
