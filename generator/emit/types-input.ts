/**
 * The document openapi-typescript reads (types-file.ts): the bundled document with its structural slips read around,
 * as the model does (docs/safety.md, L5). openapi-typescript trusts the shape it is given: a parameter list that is
 * a mapping, a response that is a string or a property schema written `size: integer` stops it with a TypeError, and
 * a `required: "name"` makes it mark every property whose name contains "name" required. The loader has warned about
 * each of these; here they are made harmless, in a copy (the rest of the document shared, and itself returned when
 * there is nothing to change):
 *   - where the OpenAPI structure (load/openapi-context.ts) expects an object or a list and finds something else, an
 *     empty one takes its place (so refs into the document and positions in lists stay valid);
 *   - a schema that is neither an object nor a boolean (nor a list, as `items`) is an empty schema (any value), and a
 *     boolean one in an `allOf` or `$defs` the object schema that means the same;
 *   - a schema's `required`, `enum`, `type`, `format`, `nullable`, `readOnly`, `writeOnly` or `deprecated` of the wrong
 *     kind is left out (it acts on any truthy flag), and so are a parameter's,
 *     header's or body's `required` that is no boolean (it types any truthy one required) and a `title`,
 *     `summary` or `description` that is not a string (it prints them in JSDoc), anywhere but in maps of names; so is
 *     the `enum` of a schema of `type: object`, whose values openapi-typescript reads as the schemas of a `oneOf` (a
 *     string there stops it);
 *   - a parameter whose name is not a string, or is empty, is an empty object (a parameter of no location), as the
 *     model skips it.
 * Every operation gets the model's operationId and undeclared template parameters (`named`); deep `$ref`s and path
 * items that are `$ref`s are replaced (`inlineDeepRefs`, `withPathItems`); a JSON `content` parameter gets its media
 * type's schema (`withContentSchema`); a number JavaScript cannot hold as the spec writes it (load/numbers.ts) is
 * shown as written in a `default` or `example`, which openapi-typescript prints in JSDoc, and in an `enum` or `const`,
 * where it would become the literal type of another value, the keyword is left out and the schema typed as its `type`
 * says.
 */
import { childContext, type Context } from "../load/openapi-context.js";
import { isWide } from "../load/numbers.js";
import { copyOf, define, formatRefPointer, getAt, isObject, parsePointer, parseRefFragment } from "../load/pointer.js";
import { METHODS } from "../load/operation-ids.js";
import { isCallbackRef, isExtension, misfitKeyword, misplaced, nameless } from "../load/shape-slips.js";
import type { Json, Operation } from "../model/index.js";
import { isJsonMedia } from "../model/media-type.js";
import { usable } from "../model/refs.js";
import { typesKey } from "./operation-types.js";

const methods = new Set<string>(METHODS);

/** `operations`: the document's, as the model has them (their operationIds and undeclared template parameters). */
export function typesInput(document: Json, operations: readonly Operation[], numberTexts: Record<string, string> = {}) {
  // Deep refs are followed in the document as written, before its slips are read around: the loader resolved them
  // there, and a ref may pass through a place read around here (dnd5eapi.co's refs run through an `allOf` written as
  // a map beside a `$ref`, which becomes an empty list). What they bring in is read around where it lands.
  return named(
    read(inlineDeepRefs(withPathItems(withNumberTexts(document, numberTexts), operations)), "document") as Json,
    operations,
  );
}

/**
 * The document with each path and webhook that is a `$ref` to a path item (`components/pathItems`, OpenAPI 3.1)
 * replaced by that path item, and the operationIds of `components/pathItems` left out. openapi-typescript types such
 * a path as the component, where only the operationIds the spec writes make entries of `operations` (not those the
 * model gives, `named` below), and such a webhook as a path item without operations (`never`). The operations are
 * then typed where they are used, each path's under its own operationId; a webhook's copy, like the components',
 * has none (it would be a second entry of `operations`). A ref it cannot follow stays as written. The operationId of
 * a webhook written in place is left out too where it would stop openapi-typescript (not a string) or make a second
 * entry (one a path's operation or another webhook's has).
 */
function withPathItems(document: Json, operations: readonly Operation[]): Json {
  // Through a chain of refs, as the model reads a path item (model/refs.ts `usable`).
  const follow = (item: unknown): unknown => usable(document, item, "")?.value ?? item;
  // Copied on write: the document itself when nothing changes.
  const replace = (parent: Json, key: string, map: (item: unknown) => unknown): Json => {
    const value = parent[key];
    const next = isObject(value) ? mapCopied(value, map) : value;
    return next === value ? parent : { ...parent, [key]: next };
  };
  let out = replace(document, "paths", follow);
  // A webhook's operation keeps an operationId only where it is a string no other operation has (the paths' are the
  // model's, `named` below), written as `typesKey` says: openapi-typescript lists it in `operations` too.
  const keys = new Set(operations.map((op) => typesKey(op.operationId)));
  const keyed = (operation: Json): Json => {
    const id = operation.operationId;
    const key = typeof id === "string" ? typesKey(id) : undefined;
    if (key === undefined || keys.has(key)) return withoutId(operation);
    keys.add(key);
    return key === id ? operation : { ...operation, operationId: key };
  };
  out = replace(out, "webhooks", (item) => withOperations(follow(item), follow(item) === item ? keyed : withoutId));
  const withoutIds = (item: unknown) => withOperations(item, withoutId);
  const components = isObject(out.components) ? replace(out.components, "pathItems", withoutIds) : out.components;
  return components === out.components ? out : { ...out, components };
}

const withoutId = (operation: Json): Json =>
  mapCopied(operation, (value, key) => (key === "operationId" ? left : value));

/** A path item with each of its operations through `map`; anything else as it is. */
function withOperations(item: unknown, map: (operation: Json, method: string) => Json): unknown {
  if (!isObject(item)) return item;
  return mapCopied(item, (operation, method) =>
    methods.has(method) && isObject(operation) ? map(operation, method) : operation,
  );
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
export function replaceAt(value: unknown, segments: string[], next: unknown): unknown {
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
 * Every operation of `paths` with an operationId (the model's name where it has none that is a string, written as
 * `typesKey` says: openapi-typescript lists only operations with one in the `operations` interface the functions'
 * types index), and with each template parameter of its path declared (a string where the spec does not declare it,
 * as in the model).
 */
function named(document: Json, operations: readonly Operation[]): Json {
  if (!isObject(document.paths)) return document;
  const byRoute = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
  const paths = mapCopied(document.paths, (item, path) =>
    withOperations(item, (operation, method) => {
      const op = byRoute.get(`${method} ${path}`);
      const name = typesKey(op?.operationId ?? String(operation.operationId));
      // The model gives a template parameter it adds the operation's own pointer.
      const added = (op?.parameters.path ?? [])
        .filter((p) => p.pointer === op!.pointer)
        .map((p) => ({ name: p.name, in: "path", required: true, schema: { type: "string" } }));
      if (operation.operationId === name && added.length === 0) return operation;
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      return {
        ...operation,
        operationId: name,
        ...(added.length > 0 && { parameters: [...parameters, ...added] }),
      };
    }),
  );
  return paths === document.paths ? document : { ...document, paths };
}

/**
 * `value` where `context` is expected, under `key` of its parent (undefined in a list): itself when it needs no
 * change, else a changed copy.
 */
function read(value: unknown, context: Context, key?: string): unknown {
  const instead = misplaced(value, context, key);
  if (instead) return instead === "list" ? [] : {};
  if (Array.isArray(value)) return mapCopied(value, (item, i) => read(item, childContext(context, i, true)));
  if (!isObject(value) || isCallbackRef(context, value)) return value;
  if (context === "parameter" && nameless(value)) return {};
  const out = mapCopied(value, (item, key) => {
    // An extension of a map of names (`paths: {x-root: /v1}`) is no member of it: nothing of it is emitted.
    const misfit =
      isExtension(context, key) ||
      misfitKeyword(context, key, item, value) !== undefined ||
      (context === "schema" &&
        (key === "enum"
          ? (Array.isArray(item) && item.some(isWide)) || value.type === "object"
          : key === "const" && isWide(item)));
    if (misfit) return left;
    const schemas = context === "schema" && (key === "allOf" || key === "$defs") ? objectSchemas(item) : item;
    return read(schemas, childContext(context, key, false), key);
  });
  return context === "parameter" ? withContentSchema(out) : out;
}

/**
 * A parameter described by a JSON `content` instead of a `schema`, with its media type's schema as its own, which
 * openapi-typescript types it from (it types a parameter without a schema as a string, what any other media type
 * keeps: the runtime sends the JSON text, templates/runtime/encode.ts `jsonArgs`).
 */
function withContentSchema(parameter: Json): Json {
  if (isObject(parameter.schema) || !isObject(parameter.content)) return parameter;
  const media = Object.keys(parameter.content)[0];
  if (media === undefined || !isJsonMedia(media)) return parameter;
  const entry = parameter.content[media];
  return isObject(entry) && entry.schema !== undefined ? { ...parameter, schema: entry.schema } : parameter;
}

/**
 * The members of an `allOf` list or a `$defs` map with a boolean schema written as the object schema that means the
 * same (`true` any value, `false` none: an empty `enum`), which openapi-typescript reads as an object there (`'$ref'
 * in true` stops it); everywhere else it types `true` and `false` itself.
 */
function objectSchemas(item: unknown): unknown {
  if (typeof item !== "object" || item === null) return item;
  return mapCopied(item as Json, (schema) => (typeof schema === "boolean" ? (schema ? {} : { enum: [] }) : schema));
}

/** What a `mapCopied` callback returns for a member to leave out. */
const left = Symbol("left out");

/**
 * The items of a list or the members of an object through `map` (`left` leaves a member out), copied on write:
 * `value` itself when nothing changes.
 */
function mapCopied<T extends unknown[] | Json>(value: T, map: (item: unknown, key: string) => unknown): T {
  let changed: Json | undefined;
  const copy = () => (changed ??= Array.isArray(value) ? ([...value] as unknown as Json) : copyOf(value));
  for (const key of Object.keys(value)) {
    const item = (value as Json)[key];
    const next = map(item, key);
    if (next === left) delete copy()[key];
    else if (next !== item) define(copy(), key, next);
  }
  return (changed ?? value) as T;
}

/**
 * `$ref`s to a place inside a component or an operation (`#/components/schemas/A/properties/b`,
 * `#/components/schemas/A/definitions/b`, `#/paths/~1orders/get/responses/404/content/application~1json/schema`),
 * rewritten for openapi-typescript (types-file.ts). It prints every `$ref` as an indexed type along the pointer
 * (`components["schemas"]["A"]["properties"]["b"]`), which TypeScript refuses for these: the printed types have no
 * `properties`, `definitions` or `schema` member (TS2339), and a schema that refers into itself so is "referenced
 * directly or indirectly in its own type annotation" (TS2502). Published documents do it (APIs.guru's directory has
 * several: Codat, Fulfillment.com, Azure's network specs). A `$ref` to a whole component (`#/components/<kind>/<name>`)
 * stays as it is.
 *
 * A place inside a component schema becomes a schema of its own, named after its place (`A.properties.b`, made
 * unique), and every ref to it refers to that: each such place is printed once, however many refs reach it, and it
 * may contain itself (Azure's network specs reach the same places hundreds of times, through each other: inlining
 * them printed hundreds of megabytes). A ref to any other place (inside an operation, a response...) is replaced by
 * what it points to; a place that contains itself through such refs is an empty schema (any value) where it recurs.
 */
export function inlineDeepRefs(document: Json): Json {
  // Each ref's inlined value, once it is known not to depend on where it was reached from (no recursion cut in it).
  const done = new Map<string, unknown>();
  // The places inside component schemas made schemas of their own: by ref, their name; by name, their schema.
  const hoisted = new Map<string, string>();
  const schemas = new Map<string, unknown>();
  const existing = componentSchemas(document);
  let cuts = 0;
  const hoist = (ref: string, segments: string[], target: unknown): Json => {
    let name = hoisted.get(ref);
    if (name === undefined) {
      name = segments.slice(2).join(".");
      while (Object.hasOwn(existing, name) || schemas.has(name)) name += "_";
      hoisted.set(ref, name);
      schemas.set(name, undefined);
      schemas.set(name, walk(target, []));
    }
    return { $ref: formatRefPointer(["components", "schemas", name]) };
  };
  const walk = (value: unknown, inlining: readonly string[]): unknown => {
    if (Array.isArray(value)) return mapCopied(value, (item) => walk(item, inlining));
    if (!isObject(value)) return value;
    const ref = value.$ref;
    if (typeof ref === "string") {
      const target = deepTarget(document, ref);
      if (target === undefined) return value;
      if (target.segments.length > 3 && target.segments[0] === "components" && target.segments[1] === "schemas")
        return hoist(ref, target.segments, target.value);
      if (inlining.includes(ref)) {
        cuts++;
        return {};
      }
      const known = done.get(ref);
      if (known !== undefined) return known;
      const before = cuts;
      const inlined = walk(target.value, [...inlining, ref]);
      if (cuts === before) done.set(ref, inlined);
      return inlined;
    }
    return mapCopied(value, (item) => walk(item, inlining));
  };
  const out = walk(document, []) as Json;
  if (schemas.size === 0) return out;
  const components = isObject(out.components) ? out.components : {};
  const all = copyOf(componentSchemas(out));
  for (const [k, v] of schemas) define(all, k, v);
  return { ...out, components: { ...components, schemas: all } };
}

function componentSchemas(document: Json): Json {
  const components = document.components;
  return isObject(components) && isObject(components.schemas) ? components.schemas : {};
}

/** What a local `$ref` deeper than a whole component points to; undefined for any other ref, or a dangling one. */
function deepTarget(document: Json, ref: string): { value: unknown; segments: string[] } | undefined {
  if (!ref.startsWith("#/")) return undefined;
  const segments = parseRefFragment(ref.slice(1));
  if (!Array.isArray(segments) || (segments.length === 3 && segments[0] === "components")) return undefined;
  const target = getAt(document, segments);
  return target && { value: target.value, segments };
}
