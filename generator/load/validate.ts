/**
 * The structural checks of docs/safety.md L5, cheapest first: the version field, on the entry file before anything
 * else is read; then on the bundled document our own checks (unsafe names refused; empty names, paths, path parameters
 * and operationIds (path-slips.ts) and, without the lint, values of the wrong kind
 * (shape-slips.ts) warned about); then with `lint`, Redocly's `struct` rule (struct-lint.ts), which covers the shape
 * check. The bundled document holds only local refs, so the lint reads no file and makes no request.
 */
import { errorIn, firstLine, LoadError, quote, warningAt, warningIn, type Locate, type LoadWarning } from "./errors.js";
import { hasLoneSurrogate } from "./limits.js";
import { isAddedIn32, leftOut32 } from "./openapi-3-2.js";
import { childContext, PARAMETER_LOCATIONS, type Context } from "./openapi-context.js";
import { formatPointer, isObject, parseRefFragment } from "./pointer.js";
import { pathAndIdWarnings } from "./path-slips.js";
import { isPrototypeKey } from "./prototype-keys.js";
import { isCallbackRef, isExtension, kindOf, misfitKeyword, misfitKindOf, misplaced, nameless } from "./shape-slips.js";
import type { SourceFile } from "./source-file.js";
import type { StructProblem } from "./struct-lint.js";

/**
 * The major.minor of the entry spec, or a LoadError at its version field. A version written loosely but plainly 3.0,
 * 3.1 or 3.2 (`openapi: 3.1`, which YAML reads as a number; `"3.1"` with no patch; `"3.0.3.1"`) is a slip, not
 * another format: read as the version it starts with, with a warning (L5). openapi-typescript reads the strings too.
 */
export function checkVersion(entry: SourceFile): { openapi: "3.0" | "3.1" | "3.2"; warning?: LoadWarning } {
  const doc = entry.value;
  if (!isObject(doc)) throw errorIn(entry, [], "a spec must be a mapping (an OpenAPI object) at the top level");
  const { openapi, swagger } = doc;
  if (openapi === undefined && swagger !== undefined) {
    const detail = `Swagger ${quote(swagger)} documents are not supported; convert the spec to OpenAPI 3.0, 3.1 or 3.2`;
    throw errorIn(entry, ["swagger"], detail);
  }
  if (openapi === undefined)
    throw errorIn(entry, [], "not an OpenAPI document: the openapi field (e.g. openapi: 3.1.0) is missing");
  const supported = "only 3.0.x, 3.1.x and 3.2.x are supported";
  // YAML reads `openapi: 3.0` as the number 3.
  const written = typeof openapi === "number" ? { 3: "3.0", 3.1: "3.1", 3.2: "3.2" }[openapi] : openapi;
  if (typeof written !== "string") {
    const kind = Array.isArray(openapi) ? "list" : typeof openapi;
    const shown =
      openapi === null ? "null" : `the ${kind} ${typeof openapi === "object" ? quote(openapi) : String(openapi)}`;
    const detail = `openapi must be a version string such as "3.1.0", not ${shown}; ${supported}`;
    throw errorIn(entry, ["openapi"], detail);
  }
  const loose = /^3\.([012])(?![0-9])/.exec(written);
  if (!loose) throw errorIn(entry, ["openapi"], `unsupported OpenAPI version ${quote(openapi)}; ${supported}`);
  const version = `3.${loose[1] as "0" | "1" | "2"}` as const;
  if (written === openapi && /^3\.[012]\.\d+(-[0-9A-Za-z.-]+)?$/.test(written)) return { openapi: version };
  const given = typeof openapi === "number" ? `the number ${openapi}` : quote(openapi);
  const detail = `openapi is ${given}, not a version such as "${version}.0": read as OpenAPI ${version}`;
  return { openapi: version, warning: warningIn(entry, ["openapi"], detail) };
}

const EMPTY_NAME = "parameter name is empty; no request can carry it, so it is left out of the types and calls";
const OBJECT_ENUM = 'enum on a schema of type "object": left out of the types, which type the schema as an object';

/**
 * Refuses unsafe names, and returns the structural slips of the document: our own, then with `lint` Redocly's (a lint
 * that cannot run is itself a warning). `openapi`: the version read (checkVersion); a 3.2 document's additions are named
 * (openapi-3-2.ts).
 */
export async function validateDocument(
  document: Record<string, unknown>,
  entryAbs: string,
  locate: Locate,
  lint: boolean,
  openapi: "3.0" | "3.1" | "3.2",
): Promise<LoadWarning[]> {
  const v32 = openapi === "3.2";
  const scan: NameScan = { locate, prototypeKeys: false, empty: [], objectEnums: [], shapes: [], v32 };
  scanNames(document, "document", [], scan);
  const warnings: LoadWarning[] = [
    ...pathAndIdWarnings(document, locate),
    ...scan.empty.map((where) => warningAt(locate, formatPointer(where), EMPTY_NAME)),
    ...scan.objectEnums.map((where) => warningAt(locate, formatPointer(where), OBJECT_ENUM)),
  ];
  // Redocly's rule reports these slips too, among others that change nothing revforge emits (not those it cannot see).
  for (const { where, detail, unlinted } of scan.shapes)
    if (!lint || unlinted) warnings.push(warningAt(locate, formatPointer(where), detail));
  if (!lint) return warnings;
  let problems: StructProblem[];
  try {
    // struct-lint.ts loads Redocly's 1 MB core: only when a lint runs.
    const { structProblems } = await import("./struct-lint.js");
    // Keys named after Object.prototype's members are renamed for Redocly, and back in its answers (prototype-keys.ts).
    problems = await structProblems(document, entryAbs, scan.prototypeKeys, openapi);
  } catch (error) {
    const why = `structural validation could not run, the document is not checked: ${firstLine(error)}`;
    return [...warnings, warningAt(locate, "#", why)];
  }
  for (const problem of problems) {
    // Redocly writes the root as "#/".
    const segments = parseRefFragment((problem.pointer ?? "#").replace(/^#/, "").replace(/^\/$/, ""));
    const pointer = typeof segments === "string" ? (problem.pointer ?? "#") : formatPointer(segments);
    if (!v32 || !isAddedIn32(problem.message, pointer)) warnings.push(warningAt(locate, pointer, problem.message));
  }
  return warnings;
}

/** Refuses a name that cannot be sent on the wire as one line: a line break, a NUL or invalid Unicode. */
function refuseUnsendable(what: string, name: string, where: string[], locate: Locate): void {
  if (!/[\r\n\u0000\u2028\u2029]/.test(name) && !hasLoneSurrogate(name)) return;
  const pointer = formatPointer(where);
  const detail = `${what} ${quote(name)} contains a line break, NUL or invalid Unicode`;
  throw new LoadError(detail, locate(pointer) ?? locate("#"), pointer);
}

/**
 * What the name walk finds (it refuses the first name that cannot be sent, located with `locate`): whether a key is
 * named after a member of Object.prototype (prototype-keys.ts), and the slips seen one node at a time: empty
 * parameter names, `enum`s on `type: object` schemas, and values of the wrong kind (shape-slips.ts), `unlinted` when
 * Redocly's rule does not report it (an `allOf` in an example or an extension, which it does not read).
 */
interface NameScan {
  locate: Locate;
  prototypeKeys: boolean;
  empty: string[][];
  objectEnums: string[][];
  shapes: { where: string[]; detail: string; unlinted?: true }[];
  v32: boolean;
}

const LOCATIONS: ReadonlySet<unknown> = new Set(PARAMETER_LOCATIONS);

/** What was expected where a value of the wrong kind is found, and what it is read as (shape-slips.ts `misplaced`). */
const MISPLACED = {
  list: { expected: "a list", readAs: "an empty list" },
  schema: { expected: "a schema (an object or a boolean)", readAs: "any value" },
  object: { expected: "a mapping", readAs: "an empty mapping" },
} as const;

/** Walks `value` (at `at`, a stack pushed and popped around each child) in document order. */
function scanNames(value: unknown, context: Context, at: string[], scan: NameScan): void {
  const instead = misplaced(value, context, at.at(-1));
  if (instead) {
    const { expected, readAs } = MISPLACED[instead];
    scan.shapes.push({ where: [...at], detail: `should be ${expected}, not ${kindOf(value)}: read as ${readAs}` });
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      at.push(String(i));
      scanNames(value[i], childContext(context, String(i), true), at, scan);
      at.pop();
    }
    return;
  }
  if (!isObject(value) || isCallbackRef(context, value)) return;
  if (context === "parameter" && value.name === "") scan.empty.push([...at, "name"]);
  else if (context === "parameter" && nameless(value))
    scan.shapes.push({ where: [...at], detail: "parameter without a name: left out of the types and calls" });
  else if (context === "parameter" && typeof value.$ref !== "string" && !LOCATIONS.has(value.in))
    scan.shapes.push({
      where: [...at, "in"],
      detail: `parameter location ${value.in === undefined ? "missing" : quote(value.in)}, none of path, query, header, cookie: left out of the calls`,
      // Redocly's rule, which knows 3.1's locations, is not heard on a 3.2 document's (`querystring`).
      ...(scan.v32 && { unlinted: true as const }),
    });
  if (context === "schema" && value.type === "object" && Array.isArray(value.enum))
    scan.objectEnums.push([...at, "enum"]);
  const named = context === "parameter" || (context === "securityScheme" && value.type === "apiKey");
  if (named && typeof value.name === "string") {
    // A location that is none of the four (a slip warned about above) is not named: it may be any value.
    const where = LOCATIONS.has(value.in) ? `${value.in as string} ` : "";
    const what = context === "parameter" ? `${where}parameter name` : "API key name";
    refuseUnsendable(what, value.name, [...at, "name"], scan.locate);
  }
  for (const key of Object.keys(value)) {
    if (context === "headerMap") refuseUnsendable("header name", key, [...at, key], scan.locate);
    if (isPrototypeKey(key)) scan.prototypeKeys = true;
    const dropped = scan.v32 ? leftOut32(context, key, value[key], value) : undefined;
    if (dropped) scan.shapes.push({ where: [...at, key], detail: dropped, unlinted: true });
    const expected = misfitKeyword(context, key, value[key], value);
    if (expected)
      scan.shapes.push({
        where: [...at, key],
        detail: `should be ${expected}, not ${misfitKindOf(value[key], key)}: left out`,
        ...((key === "allOf" || key === "oneOf") && { unlinted: true as const }),
      });
    at.push(key);
    // An extension is free-form: its members are no slips, and nothing of it is emitted.
    scanNames(value[key], isExtension(context, key) ? "literal" : childContext(context, key, false), at, scan);
    at.pop();
  }
}
