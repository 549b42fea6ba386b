/**
 * Strict command-line parsing (docs/safety.md C1): every flag is declared with its kind; an unknown or repeated flag,
 * a missing or malformed value, or a stray argument is a usage error naming it (an unknown flag with the one it most
 * likely meant). And what the commands check alike of their arguments: a remote spec, `--max-size`, the config they
 * run on.
 */
import type { ResolvedConfig } from "./config/index.js";
import { nearestName } from "./nearest-name.js";

export class UsageError extends Error {
  override name = "UsageError";
}

/** A spec named by URL is refused, not fetched (docs/safety.md C3: nothing remote). */
export function refuseRemoteSpec(spec: string): void {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(spec))
    throw new UsageError(`refusing to fetch ${spec}: remote specs are not loaded; download it and pass the file`);
}

/** `--max-size <MiB>` in whole bytes (a fraction of a MiB is a limit too). */
export function mebibytes(mib: number | undefined): number | undefined {
  return mib && Math.max(1, Math.floor(mib * 1024 * 1024));
}

/**
 * The config a command runs on: `--config <file>`, else the current folder's. A config that is not there is a problem
 * of the arguments (exit 2, the usage says what to give); one that is there but wrong is a ConfigError naming the field.
 */
export async function commandConfig(file: string | undefined): Promise<ResolvedConfig> {
  // An empty path resolves to the current folder: the line would be about that folder.
  if (file === "") throw new UsageError('--config needs a file, got ""');
  const { ConfigError, ConfigNotFoundError, loadConfig } = await import("./config/index.js");
  try {
    return await loadConfig({ file });
  } catch (error) {
    if (error instanceof ConfigNotFoundError) throw new UsageError(error.detail);
    if (error instanceof ConfigError && file !== undefined && /not found$/.test(error.detail))
      throw new UsageError(`--config ${file}: ${error.detail}`);
    throw error;
  }
}

export type FlagKind = "boolean" | "string" | "number";

export function parseFlags<T extends Record<string, FlagKind>>(
  argv: string[],
  flags: T,
  positionals: { min: number; max: number; names: string },
): {
  flags: { [K in keyof T]?: T[K] extends "boolean" ? boolean : T[K] extends "number" ? number : string };
  positionals: string[];
} {
  const out = Object.create(null) as Record<string, unknown>;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // `-o` or `-out` is an option of another tool's style, not an argument: taken for one, it would be a spec file
    // or a path that is not there. A lone `-` stays an argument, as the convention goes.
    if (/^-[^-]/.test(arg)) throw unknownOption(arg.split("=")[0]!, flags);
    if (!arg.startsWith("--")) {
      rest.push(arg);
      continue;
    }
    const [rawName, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    // Own keys only: `--constructor` or `--toString` must not find Object.prototype's members.
    const kind = Object.hasOwn(flags, rawName) ? flags[rawName] : undefined;
    if (!kind) throw unknownOption(`--${rawName}`, flags);
    if (Object.hasOwn(out, rawName)) throw new UsageError(`option --${rawName} given twice`);
    if (kind === "boolean") {
      if (inline !== undefined) throw new UsageError(`option --${rawName} takes no value`);
      out[rawName] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    // A flag where the value goes (`--out --check`, `--out -h`) is the value missing: never a file named so.
    if (value === undefined || (inline === undefined && (value.startsWith("--") || value === "-h")))
      throw new UsageError(`option --${rawName} needs a value`);
    if (kind === "number") {
      const n = Number(value);
      // Plain decimals only (`64`, `0.5`, `.5`): `0x40`, `1e3` and `Infinity` are typos, not sizes.
      if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value) || !Number.isFinite(n) || n <= 0)
        throw new UsageError(`option --${rawName} needs a positive number, got ${JSON.stringify(value)}`);
      out[rawName] = n;
    } else out[rawName] = value;
  }
  if (rest.length < positionals.min || rest.length > positionals.max)
    throw new UsageError(
      `expected ${positionals.names}, got ${rest.length ? rest.map((r) => JSON.stringify(r)).join(" ") : "nothing"}`,
    );
  return { flags: out as never, positionals: rest };
}

/** `unknown option --outt (did you mean --out?)`: the declared flag it most likely meant, when one stands out. */
function unknownOption(typed: string, flags: Record<string, FlagKind>): UsageError {
  const meant = nearestName(typed.replace(/^--?/, ""), Object.keys(flags));
  return new UsageError(`unknown option ${typed}${meant === undefined ? "" : ` (did you mean --${meant}?)`}`);
}

/** An argument as a POSIX shell reads it back: bare when it is plain, else single-quoted. */
export function shellWord(arg: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
