/**
 * Parses one YAML spec file, once, with the `yaml` package under docs/safety.md L2, with a LineCounter so every JSON
 * pointer of the file can be located later. Keys are checked for uniqueness here (checkTree), not by the parser: the
 * parser's check would only repeat it, and it misses `200` and "200". The merge key `<<` of YAML 1.1 is read through
 * the package's own `merge` option, each one a warning: YAML 1.2 has none, and another 1.2 reader would see a key
 * named "<<".
 */
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type YAMLMap,
} from "yaml";
import { firstLine, LoadError, quote, type LoadWarning, type SourceLocation } from "./errors.js";
import { formatPointer } from "./pointer.js";
import { LIMITS } from "./limits.js";
import type { ParsedText } from "./lines.js";

const CORE_TAGS = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

/**
 * `fromJson`: the text is JSON that JSON.parse refused (source-file.ts), read as YAML only while it reads as the JSON
 * its author meant: an unquoted word that holds a quote or a line break or starts a comment (`//`, `/*`) is JSON
 * around a comment or a missing comma, which YAML would read as one odd key or value; refused here instead.
 */
export function parseYaml(text: string, display: string, fromJson = false): ParsedText {
  const lines = new LineCounter();
  // maxAliasCount is a toJS option in yaml 2; it is passed there, below.
  const doc = parseDocument(text, {
    uniqueKeys: false,
    strict: true,
    schema: "core",
    merge: true,
    prettyErrors: false,
    lineCounter: lines,
  });
  const at = (offset: number): SourceLocation => ({ file: display, ...lines.linePos(offset) });
  const place: Place = (detail, offset, segments) => ({
    detail,
    location: at(offset),
    pointer: formatPointer(segments),
  });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const offset = problem.pos[0];
    throw refused(place(yamlMessage(problem.code, problem.message), offset, pathAt(doc.contents, offset)));
  }
  const { firstAlias, merges } = checkTree(doc, place, fromJson ? text : undefined);
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: LIMITS.aliases });
  } catch (error) {
    const excessive = error instanceof ReferenceError && /alias/i.test(error.message);
    const message = excessive
      ? `too many YAML alias expansions (over ${LIMITS.aliases}): refusing a possible billion-laughs document`
      : `YAML: ${firstLine(error)}`;
    throw new LoadError(message, at(firstAlias ?? 0));
  }
  if (value === null || value === undefined) throw new LoadError("file has no content", at(0));
  return {
    value,
    position: (segments) => position(doc, lines, segments),
    ...(firstAlias !== undefined && { aliased: true }),
    ...(merges.length > 0 && { warnings: merges }),
  };
}

function yamlMessage(code: string, message: string): string {
  const first = message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "") ?? message;
  if (code === "MULTIPLE_DOCS") return "several YAML documents (---) in one file; a spec file holds exactly one";
  if (code === "TAG_RESOLVE_FAILED")
    return `unsupported YAML tag ${showTag(first.replace(/^Unresolved tag: /, ""))}; only plain YAML data is allowed`;
  if (code === "RESOURCE_EXHAUSTION") return "YAML is too deeply nested or too large";
  return `YAML syntax error: ${first} (${code})`;
}

/**
 * Walks the syntax tree and applies the checks the parser does not: depth, explicit tags, collection keys, keys equal
 * as strings. Returns the offset of the first alias and a warning for each merge key `<<`. The walk goes no deeper
 * than the depth limit, so depth cannot overflow the stack.
 *
 * The walk goes in document order, so the problem it reports is the first one an author meets reading from the top:
 * a mapping's key is checked when its pair comes up, after the values of the pairs before it.
 */
function checkTree(doc: Document, place: Place, jsonText?: string) {
  let firstAlias: number | undefined;
  const merges: LoadWarning[] = [];
  const at: string[] = [];
  // The node each anchor names so far (an alias names the last one before it), and the collections being walked: an
  // alias to one of those is a node inside itself, which toJS would nest past any depth or merge without end.
  const anchors = new Map<string, unknown>();
  const open = new Set<unknown>();
  const named = (node: unknown) => (isAlias(node) ? anchors.get(node.source) : node);
  /** With `jsonText` (parseYaml's `fromJson`), refuses an unquoted word that is no JSON its author meant. */
  const notJson = (node: unknown, offset: number) => {
    if (jsonText === undefined || !isScalar(node) || node.type !== "PLAIN" || !node.range) return;
    if (/["\n]|\/[/*]/.test(jsonText.slice(node.range[0], node.range[1])))
      throw refused(place("a comment or a missing comma: not JSON", offset, at));
  };
  /**
   * Refuses a pair's key that is a collection or equals (as a string) a key before it in its mapping (`seen`), and
   * warns about a merge key `<<`. Returns the key as `toJS` writes it.
   */
  const checkKey = ({ key, value }: Pair, mapOffset: number, seen: Set<string>): string => {
    const keyOffset = (key as Node | null)?.range?.[0] ?? mapOffset;
    if (key !== null && !isScalar(key))
      throw refused(place("a mapping key is a collection or alias; keys must be plain scalars", keyOffset, at));
    notJson(key, keyOffset);
    const name = keyString(key);
    if (name === "<<" && key !== null && key.type === "PLAIN") {
      merges.push(place(MERGE, keyOffset, [...at, name]));
      // What toJS merges, checked here so the refusal names the place (toJS's own error has none).
      const source = named(value);
      if (!(isSeq(source) ? source.items : [source]).every((item) => isMap(named(item))))
        throw refused(place(MERGE_SOURCE, (value as Node | null)?.range?.[0] ?? keyOffset, [...at, name]));
    }
    if (seen.has(name)) throw refused(place(`duplicate key ${quote(name)}`, keyOffset, [...at, name]));
    seen.add(name);
    return name;
  };
  const visit = (node: unknown): void => {
    if (isAlias(node)) {
      firstAlias ??= node.range?.[0] ?? 0;
      if (open.has(anchors.get(node.source)))
        throw refused(
          place(`YAML alias *${node.source} is inside the node it names: ${RECURSIVE}`, node.range?.[0] ?? 0, at),
        );
      return;
    }
    if (!isMap(node) && !isSeq(node) && !isScalar(node)) return;
    const offset = node.range?.[0] ?? 0;
    // Only an anchored node can be an alias's, so only those are tracked as open.
    const anchored = node.anchor !== undefined && !isScalar(node);
    if (node.anchor !== undefined) anchors.set(node.anchor, node);
    if (!isScalar(node) && at.length >= LIMITS.depth)
      throw refused(place(`nesting is deeper than ${LIMITS.depth} levels`, offset, at));
    notJson(node, offset);
    if (node.tag !== undefined && !CORE_TAGS.has(node.tag))
      throw refused(place(`unsupported YAML tag ${showTag(node.tag)}; only plain YAML data is allowed`, offset, at));
    if (anchored) open.add(node);
    if (isSeq(node))
      node.items.forEach((item, i) => {
        at.push(String(i));
        visit(item);
        at.pop();
      });
    else if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        at.push(checkKey(pair, offset, seen));
        visit(pair.value);
        at.pop();
      }
    }
    open.delete(node);
  };
  visit(doc.contents);
  return { firstAlias, merges };
}

const MERGE = "YAML merge key (<<, YAML 1.1): the keys it names are read into this mapping, its own keys winning";
const MERGE_SOURCE = "YAML merge key (<<) names what is not a mapping; it must name a mapping or a list of mappings";
const RECURSIVE = "a structure that holds itself, which no JSON document can be";

/** What the file says at `offset`, the place of the node at `segments`: a warning, or an error once `refused`. */
type Place = (detail: string, offset: number, segments: string[]) => LoadWarning;
const refused = ({ detail, location, pointer }: LoadWarning) => new LoadError(detail, location, pointer);

/** `tag:yaml.org,2002:binary` is written `!!binary` in a YAML file; show it the way the author wrote it. */
function showTag(tag: string): string {
  return tag.startsWith("tag:yaml.org,2002:") ? `!!${tag.slice(18)}` : tag;
}

/** The pointer of the deepest node whose range holds `offset`, for syntax errors the parser reports by offset. */
function pathAt(root: unknown, offset: number): string[] {
  const out: string[] = [];
  let node = root;
  for (let depth = 0; depth <= LIMITS.depth; depth++) {
    const inside = (n: unknown): boolean => {
      const range = (n as Node | null)?.range;
      return !!range && range[0] <= offset && offset < range[2];
    };
    if (isMap(node)) {
      // A pair spans from its key to the end of its value (a tag between the two belongs to the value).
      const pair = node.items.find((p) => {
        const start = (p.key as Node | null)?.range?.[0];
        const end = (p.value as Node | null)?.range?.[2] ?? (p.key as Node | null)?.range?.[2];
        return start !== undefined && end !== undefined && start <= offset && offset < end;
      });
      if (!pair) break;
      out.push(keyString(pair.key));
      if (inside(pair.key)) break;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex(inside);
      if (index < 0) break;
      out.push(String(index));
      node = node.items[index];
    } else break;
  }
  return out;
}

/** The pair a merge key `<<` brings in under `segment` (from one mapping or a list of them), for locating it. */
function merged(doc: Document, merge: Pair | undefined, segment: string): Pair | undefined {
  if (!merge || !isScalar(merge.key) || merge.key.type !== "PLAIN") return undefined;
  const from = (node: unknown) => (isAlias(node) ? node.resolve(doc) : node);
  const value = from(merge.value);
  for (const source of isSeq(value) ? value.items.map(from) : [value])
    if (isMap(source)) {
      const pair = pairOf(source, segment);
      if (pair) return pair;
    }
  return undefined;
}

/** The key as `toJS` writes it: `null` is "", a merge key (a symbol with `merge`) "<<", else String(value). */
function keyString(key: unknown): string {
  if (!isScalar(key)) return "";
  if (typeof key.value === "symbol") return "<<";
  return key.value === null ? "" : String(key.value);
}

type Pair = YAMLMap["items"][number];

/** The pair of `key` in a mapping: keys are unique (checkTree refuses duplicates). */
function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((p) => keyString(p.key) === key);
}

/** Where the node at `segments` starts. */
function position(doc: Document, lines: LineCounter, segments: readonly string[]): { line: number; col: number } {
  let node: unknown = doc.contents;
  let offset = (node as Node | null)?.range?.[0] ?? 0;
  for (const segment of segments) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = pairOf(node, segment) ?? merged(doc, pairOf(node, "<<"), segment);
      if (!pair) break;
      offset = (pair.key as Node | null)?.range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = /^(0|[1-9][0-9]*)$/.test(segment) ? node.items[Number(segment)] : undefined;
      if (item === undefined) break;
      offset = (item as Node | null)?.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return lines.linePos(offset);
}
