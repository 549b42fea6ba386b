/**
 * The document openapi-typescript reads (types-file.ts): the bundled document with its structural slips read around,
 * as the model does (docs/safety.md, L5). openapi-typescript trusts the shape it is given: a parameter list that is
 * a mapping, a response that is a string or a property schema written `size: integer` stops it with a TypeError, and
 * a `required: "name"` makes it mark every property whose name contains "name" required. The loader has warned about
 * each of these; here they are made harmless, in a copy (the rest of the document shared, and itself returned when
 * there is nothing to change):
 *   - where the OpenAPI structure (load/openapi-context.ts) expects an object or a list and finds something else, an
 *     empty one takes its place (so refs into the document and positions in lists stay valid);
 *   - a schema that is neither an object nor a boolean (nor a list, as `items`) is an empty schema (any value);
 *   - a schema's `required`, `enum` or `type` of the wrong kind is left out, and so is a `title`, `summary` or
 *     `description` that is not a string (it prints them in JSDoc), anywhere but in maps of names; so is the `enum`
 *     of a schema of `type: object`, whose values openapi-typescript reads as the schemas of a `oneOf` (a string there
 *     stops it);
 *   - a parameter whose name is not a string, or is empty, is an empty object (a parameter of no location), as the
 *     model skips it;
 *   - every operation gets the operationId the model gives it (load/operation-ids.ts): one without gets one, and of
 *     two that want the same, the second gets another; openapi-typescript lists only operations with an operationId
 *     in the `operations` interface the generated functions' types index, one entry per operationId;
 *   - a `$ref` into a component or an operation is replaced by what it points to (deep-refs.ts), found in the
 *     document as written.
 * A path parameter missing from its path stays, typed as declared, and a template parameter no parameter declares is
 * added as a string, as the model has it (model/build.ts; the loader warns, load/path-params.ts). A number JavaScript cannot
 * hold as the spec writes it (an int64 `default: 9223372036854775807`, `1e400`; load/numbers.ts) is shown as written:
 * as a `default` or `example` openapi-typescript prints it in JSDoc, so it gets the spec's text there; in an `enum` or
 * `const` it would become the literal type of another value, so that keyword is left out and the schema is typed as
 * its `type` says.
 */
import { childContext, type Context } from "../load/openapi-context.js";
import { isWide } from "../load/numbers.js";
import { copyOf, define, isObject, parsePointer } from "../load/pointer.js";
import { inlineDeepRefs } from "./deep-refs.js";
import { METHODS } from "../load/operation-ids.js";
import { isCallbackRef, isExtension, misfitKeyword, misplaced, nameless } from "../load/shape-slips.js";
import type { Operation } from "../model/index.js";

type Json = Record<string, unknown>;

const methods = new Set<string>(METHODS);

/** `operations`: the document's, as the model has them (their operationIds and undeclared template parameters). */
export function typesInput(
  document: Json,
  operations: readonly Operation[],
  numberTexts: Record<string, string> = {},
): Json {
  // Deep refs are followed in the document as written, before its slips are read around: the loader resolved them
  // there, and a ref may pass through a place read around here (dnd5eapi.co's refs run through an `allOf` written as
  // a map beside a `$ref`, which becomes an empty list). What they bring in is read around where it lands.
  return named(read(inlineDeepRefs(withNumberTexts(document, numberTexts)), "document") as Json, operations);
}

/** The document with each wide number shown as the spec writes it (copied on write). */
function withNumberTexts(document: Json, numberTexts: Record<string, string>): Json {
  let out = document;
  for (const pointer of Object.keys(numberTexts)) {
    const segments = parsePointer(pointer);
    if (!segments || segments.length === 0) continue;
    // An `enum` or `const` holding one is left out where the schemas are read (below).
    if (segments.at(-1) === "const" || segments.at(-2) === "enum") continue;
    out = replaceAt(out, segments, numberTexts[pointer]) as Json;
  }
  return out;
}

/** `value` with the node at `segments` replaced by `next`; the path to it copied. */
function replaceAt(value: unknown, segments: string[], next: unknown): unknown {
  const [key, ...rest] = segments;
  if (key === undefined) return next;
  if (Array.isArray(value)) {
    const i = Number(key);
    if (!(i in value)) return value;
    const copy = [...value];
    copy[i] = replaceAt(value[i], rest, next);
    return copy;
  }
  if (!isObject(value) || !Object.hasOwn(value, key)) return value;
  const copy = copyOf(value);
  define(copy, key, replaceAt(value[key], rest, next));
  return copy;
}

/**
 * Every operation of `paths` with an operationId (the model's name where it has none that is a string), and with
 * each template parameter of its path declared (a string where the spec does not declare it, as in the model).
 */
function named(document: Json, operations: readonly Operation[]): Json {
  const paths = document.paths;
  if (!isObject(paths)) return document;
  const byRoute = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
  let changed: Json | undefined;
  for (const path of Object.keys(paths)) {
    const item = paths[path];
    if (!isObject(item)) continue;
    let itemChanged: Json | undefined;
    for (const method of Object.keys(item)) {
      const operation = item[method];
      if (!methods.has(method) || !isObject(operation)) continue;
      const op = byRoute.get(`${method} ${path}`);
      const name = op?.operationId ?? String(operation.operationId);
      // The model gives a template parameter it adds the operation's own pointer.
      const added = (op?.parameters.path ?? [])
        .filter((p) => p.pointer === op!.pointer)
        .map((p) => ({ name: p.name, in: "path", required: true, schema: { type: "string" } }));
      if (operation.operationId !== name || added.length > 0) {
        const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
        const next: Json = { ...operation, operationId: name };
        if (added.length > 0) next.parameters = [...parameters, ...added];
        define((itemChanged ??= copyOf(item)), method, next);
      }
    }
    if (itemChanged) define((changed ??= copyOf(paths)), path, itemChanged);
  }
  return changed ? { ...document, paths: changed } : document;
}

/**
 * `value` where `context` is expected, under `key` of its parent (undefined in a list): itself when it needs no
 * change, else a changed copy.
 */
function read(value: unknown, context: Context, key?: string): unknown {
  const instead = misplaced(value, context, key);
  if (instead) return instead === "list" ? [] : {};
  if (Array.isArray(value)) {
    let changed: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = read(item, childContext(context, String(i), true));
      if (next !== item) (changed ??= [...value])[i] = next;
    });
    return changed ?? value;
  }
  if (!isObject(value) || isCallbackRef(context, value)) return value;
  if (context === "parameter" && nameless(value)) return {};
  let changed: Json | undefined;
  const copy = () => copyOf(value);
  for (const key of Object.keys(value)) {
    const item = value[key];
    // An extension of a map of names (`paths: {x-root: /v1}`) is no member of it: nothing of it is emitted.
    const misfit =
      isExtension(context, key) ||
      misfitKeyword(context, key, item, value) !== undefined ||
      (context === "schema" &&
        (key === "enum"
          ? (Array.isArray(item) && item.some(isWide)) || value.type === "object"
          : key === "const" && isWide(item)));
    if (misfit) {
      delete (changed ??= copy())[key];
      continue;
    }
    const next = read(item, childContext(context, key, false), key);
    if (next !== item) define((changed ??= copy()), key, next);
  }
  return changed ?? value;
}
