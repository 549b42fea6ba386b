/**
 * The config stage on one screen: find (read.ts) -> parse with positions (read.ts) -> check every field
 * (validate.ts) -> resolve paths against the config's folder and merge the catalog (resolve.ts). The version
 * parameter is detected later, from the loaded specs (version-parameter.ts).
 */
import path from "node:path";
import { ConfigError } from "./errors.js";
import { shownPath } from "../output/paths.js";
import { firstLine } from "../load/errors.js";
import { configNames, findConfig, readConfig, type RawConfig } from "./read.js";
import { resolveConfig, type ResolvedConfig } from "./resolve.js";
import type { RevforgeConfig } from "./types.js";
import { validateConfig } from "./validate.js";

export { ConfigError } from "./errors.js";
export { catalogSourceOf, specFileOf, type ResolvedConfig } from "./resolve.js";

/** Thrown when no config file is given and the folder has none. */
export class ConfigNotFoundError extends ConfigError {
  constructor(dir: string) {
    super(`no config here: create one of ${configNames.join(", ")}, or give --config <file>`, shownPath(dir));
    this.name = "ConfigNotFoundError";
  }
}

export interface LoadConfigOptions {
  /** The config file; default: the one in `cwd`. */
  file?: string;
  /** A config given as a value (the programmatic API): its paths are relative to `cwd`. */
  config?: RevforgeConfig;
  /** Where to look for a config file, and what a `config` value's paths are relative to. Default: the current folder. */
  cwd?: string;
}

/** The config, checked and resolved; every problem is a ConfigError naming the file and the field. */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  if (options.config !== undefined) {
    // A value has no file: errors name the field by its pointer; paths resolve against cwd as a file there would.
    return checked({ file: path.join(cwd, "revforge.config"), shown: "<config>", value: options.config as unknown });
  }
  const file = options.file === undefined ? findConfig(cwd) : path.resolve(cwd, options.file);
  if (file === undefined) throw new ConfigNotFoundError(cwd);
  return checked(await readConfig(file));
}

/**
 * The config checked and resolved. A module's value is code: a getter or a proxy may throw while it is read, which is
 * the config's fault, said in one line naming it like any other.
 */
function checked(raw: RawConfig): ResolvedConfig {
  try {
    return resolveConfig(validateConfig(raw), raw);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`cannot read the config's values: ${firstLine(error)}`, raw.shown);
  }
}
