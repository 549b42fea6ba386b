/**
 * One spec file read and parsed: its data, its name as shown in messages (relative to the working directory) and a
 * locator from JSON pointer to line and column. YAML and JSON files both end up here, so the checks that do not
 * depend on the syntax (depth, node count, well-formed keys) run in one place.
 *
 * A `.json` file is JSON; a `.yaml`/`.yml` file is YAML; any other file is JSON when its text starts with `{`.
 * JSON gets its own parser only for speed and for duplicate keys; its data means the same either way, and JSON that
 * JSON.parse refuses is read as YAML when YAML reads it (parseJsonOrYaml).
 */
import path from "node:path";
import { firstLine, LoadError, type LoadWarning, type SourceLocation } from "./errors.js";
import { checkLimits } from "./limits.js";
import { countLines, type ParsedText } from "./lines.js";
import { numberTextAt } from "./numbers.js";
import { parseJson } from "./parse-json.js";
import { parseYaml } from "./parse-yaml.js";
import { readSpecText } from "./read-file.js";

/** The parsed data with `aliased` (the bundled copy makes apart what an alias shares) and the parser's warnings. */
export interface SourceFile extends Omit<ParsedText, "position"> {
  /** Absolute path after realpath: the identity of the file. */
  abs: string;
  /** The path shown in messages, relative to process.cwd(). */
  display: string;
  /** Where the node at `segments` (or its deepest existing ancestor) starts. */
  locate(segments: readonly string[]): SourceLocation;
  /**
   * The text the spec wrote for the number `value` at `segments`; only on a file that holds a number JavaScript
   * cannot hold exactly (numbers.ts), which keeps its text for this.
   */
  numberText?(segments: readonly string[], value: number): string | undefined;
}

export function displayPath(abs: string): string {
  return path.relative(process.cwd(), abs) || path.basename(abs);
}

export function readSourceFile(abs: string, maxBytes: number, display = displayPath(abs)): SourceFile {
  const text = readSpecText(abs, display, maxBytes);
  const extension = path.extname(abs).toLowerCase();
  const json = extension === ".json" || (extension !== ".yaml" && extension !== ".yml" && /^\s*\{/.test(text));
  let parsed;
  try {
    parsed = json ? parseJsonOrYaml(text, display) : parseYaml(text, display);
  } catch (error) {
    if (error instanceof LoadError) throw error;
    // The parsers convert what they expect; anything else (a stack overflow deep in a library) still gets a location.
    throw new LoadError(`cannot parse: ${firstLine(error)}`, { file: display, line: 1, col: 1 });
  }
  const { position, ...data } = parsed;
  const locate = (segments: readonly string[]): SourceLocation => ({ file: display, ...position(segments) });
  const file: SourceFile = { abs, display, ...data, locate };
  if (checkLimits(parsed.value, locate)) {
    const lines = countLines(text);
    file.numberText = (segments, value) => {
      const { line, col } = position(segments);
      return numberTextAt(text, lines.lineStarts[line - 1]! + col - 1, value);
    };
  }
  return file;
}

/**
 * JSON, or else the same text as YAML, of which JSON is a subset: hand-edited JSON with a trailing comma or a
 * single-quoted string is YAML (as openapi-typescript reads it), a slip read with a warning at the JSON error (L5).
 * Text that is neither keeps the JSON error; a duplicate key or a nesting too deep is refused as JSON, never retried.
 */
function parseJsonOrYaml(text: string, display: string): ParsedText {
  try {
    return parseJson(text, display);
  } catch (error) {
    if (!(error instanceof LoadError && error.detail.startsWith("JSON syntax error: "))) throw error;
    let yaml: ParsedText;
    try {
      yaml = parseYaml(text, display, true);
    } catch {
      throw error;
    }
    const why = error.detail.replace(/^JSON syntax error: /, "");
    const detail = `not valid JSON (${why}): read as YAML, which accepts it`;
    const slip: LoadWarning = { detail, location: error.location, pointer: "#" };
    return { ...yaml, warnings: [slip, ...(yaml.warnings ?? [])] };
  }
}
