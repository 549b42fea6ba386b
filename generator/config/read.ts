/**
 * Finds and reads a config file (`revforge.config.json`, `.yaml`/`.yml`, `.mjs` or `.ts` in a folder, or the file
 * given, also a `.js` or `.mts`). JSON and YAML go through the loader's strict parsers, which keep positions for the
 * errors; a module's default export is its config, and a `.ts` one runs without tsx (README.md, "The config").
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { firstLine, LoadError } from "../load/errors.js";
import { parseJson } from "../load/parse-json.js";
import { parseYaml } from "../load/parse-yaml.js";
import { readSpecText } from "../load/read-file.js";
import { shownPath } from "../output/paths.js";
import { stagingPath } from "../output/staging.js";
import { ConfigError } from "./errors.js";

export const configNames: readonly string[] = [
  "revforge.config.json",
  "revforge.config.yaml",
  "revforge.config.yml",
  "revforge.config.mjs",
  "revforge.config.ts",
];

export interface RawConfig {
  /** Absolute path of the config file. */
  file: string;
  /** The file as messages show it: relative to the current folder. */
  shown: string;
  value: unknown;
  /** Line and column of a field, when the format keeps them (JSON, YAML). */
  position?: (segments: readonly string[]) => { line: number; col: number };
}

/** The config file of `dir`, or undefined when it has none; two of them are an error (which one would win?). */
export function findConfig(dir: string): string | undefined {
  const found = configNames.filter((name) => existsSync(path.join(dir, name)));
  if (found.length > 1)
    throw new ConfigError(`several configs here (${found.join(", ")}): keep one`, shownPath(path.join(dir, found[0]!)));
  return found[0] && path.join(dir, found[0]);
}

/** Reads the config file at `file` (absolute). */
export async function readConfig(file: string): Promise<RawConfig> {
  const display = shownPath(file, file);
  const extension = path.extname(file).toLowerCase();
  if (!existsSync(file)) throw new ConfigError("config file not found", display);
  if (!statSync(file).isFile()) throw new ConfigError("the config is not a file", display);
  if (extension === ".json" || extension === ".yaml" || extension === ".yml") {
    try {
      // Read as a spec file is (docs/safety.md L1): a byte-order mark dropped, invalid UTF-8 refused, a size cap.
      const text = readSpecText(file, display);
      const parsed = extension === ".json" ? parseJson(text, display) : parseYaml(text, display);
      return { file, shown: display, value: parsed.value, position: parsed.position };
    } catch (error) {
      // The parsers' errors are already located in this file: keep their line, drop the "spec" wording (the one
      // sentence of theirs that names the file's kind says a spec).
      if (error instanceof LoadError)
        throw new ConfigError(
          error.detail.replace("a spec file holds", "a config holds"),
          display,
          error.pointer,
          error.location ?? undefined,
        );
      throw error;
    }
  }
  if (extension === ".mjs" || extension === ".js" || extension === ".ts" || extension === ".mts") {
    const value = await importModule(file, display, extension === ".ts" || extension === ".mts");
    return { file, shown: display, value };
  }
  throw new ConfigError("a config is .json, .yaml, .yml, .mjs, .js, .ts or .mts", display);
}

async function importModule(file: string, display: string, typescript: boolean): Promise<unknown> {
  // A query that changes with the file makes --watch import the edited module, not the cached one. An integer: a dot
  // in the query makes some loaders (vite's, under vitest) take the digits after it for the file's extension.
  const url = (f: string) => `${pathToFileURL(f).href}?mtime=${statSync(file, { bigint: true }).mtimeNs}`;
  let module: { default?: unknown };
  try {
    if (!typescript || (process.features as { typescript?: unknown }).typescript) module = await import(url(file));
    else module = await importTranspiled(file, url);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`cannot load the config module: ${firstLine(error)}`, display, "#", positionIn(error, file));
  }
  if (module.default === undefined)
    throw new ConfigError("the config module has no default export (export default defineConfig({ ... }))", display);
  return module.default;
}

/**
 * Where in the config module it failed: the first frame of the error's stack in that file, or for a syntax error
 * (whose stack V8 does not place) where TypeScript's parser meets it. A `.ts` config run from its transpiled copy has
 * no frame in the file itself, and stays unplaced.
 */
function positionIn(error: unknown, file: string): { line: number; col: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  const href = pathToFileURL(file).href;
  const frame = stack
    .split("\n")
    .find((line) => line.includes(`${href}?`))
    ?.match(/:(\d+):(\d+)\)?$/);
  if (frame) return { line: Number(frame[1]), col: Number(frame[2]) };
  return error instanceof SyntaxError ? transpiled(readFileSync(file, "utf8"), file).error?.at : undefined;
}

/**
 * A module's text as TypeScript's transpiler writes it (an ES module), with the first syntax error its parser meets
 * and its place: the transpiler goes on past one (`{ a: 1 b: 2 }` comes out as `{ a: 1, b: 2 }`), which tsc refuses.
 */
function transpiled(text: string, file: string) {
  const ts = createRequire(import.meta.url)("typescript") as typeof import("typescript");
  const { outputText, diagnostics = [] } = ts.transpileModule(text, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  const first = diagnostics.find((d) => d.file && d.start !== undefined);
  const at = first?.file!.getLineAndCharacterOfPosition(first.start!);
  const error = first && {
    message: ts.flattenDiagnosticMessageText(first.messageText, " "),
    at: { line: at!.line + 1, col: at!.character + 1 },
  };
  return { outputText, error };
}

async function importTranspiled(file: string, url: (f: string) => string): Promise<{ default?: unknown }> {
  const { outputText, error } = transpiled(readFileSync(file, "utf8"), file);
  if (error) throw new SyntaxError(error.message);
  // Beside the config (its relative imports resolve from there), under a staging name the next run would clean up.
  const temporary = `${stagingPath(file, "tmp")}.mjs`;
  writeFileSync(temporary, outputText, { flag: "wx" });
  try {
    return (await import(url(temporary))) as { default?: unknown };
  } finally {
    rmSync(temporary, { force: true });
  }
}
