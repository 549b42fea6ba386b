/**
 * Parameters the generated client types but cannot send, each with one located warning where it is declared, instead
 * of failing only at run time. They stay typed, as the spec declares them.
 *
 * - A header or cookie parameter whose name is no HTTP token (`X-Ünicode`, `session id`): fetch cannot send such a
 *   name, so the runtime refuses every call that passes one (templates/runtime/headers.ts).
 * - A parameter whose schema nests what OpenAPI's styles (RFC 6570's) define no text for: a list of objects or of
 *   lists (Box's `/search` `mdfilters`), or an object with an object or a list as a member. The runtime writes a list
 *   of scalars and an object of scalars only, and refuses anything deeper (query.ts `add`, url.ts `parameter`,
 *   headers.ts `callerHeaders` and `cookiePairs`), but for two shapes: a query parameter in `style: deepObject`, which
 *   it writes at any depth as qs does (`a[0][b]=x`), and an exploded query object's list member (`tag=a&tag=b`). Only a
 *   schema that says for certain it is such a value counts (`type: object` or `array`, through `$ref`s and `allOf`, or
 *   every `oneOf`/`anyOf` alternative): one that may be a scalar too can be sent.
 */
import type { ApiModel, Parameter } from "../model/types.js";
import { isObject, usable } from "../model/refs.js";
import { isToken } from "./auth-schemes.js";
import { queryStyle } from "./descriptor.js";

export function unsendableParameters(model: ApiModel): { pointer: string; detail: string }[] {
  const found = new Map<string, string>();
  for (const op of model.operations) {
    for (const p of [...op.parameters.header, ...op.parameters.cookie])
      if (!isToken(p.name) && !found.has(p.pointer))
        found.set(
          p.pointer,
          `the ${p.in} parameter name ${JSON.stringify(p.name)} is no HTTP token, which fetch cannot send: a call that passes it is refused`,
        );
    for (const p of [...op.parameters.path, ...op.parameters.query, ...op.parameters.header, ...op.parameters.cookie]) {
      if (found.has(p.pointer)) continue;
      const detail = unwritable(model, p);
      if (detail) found.set(p.pointer, detail);
    }
  }
  return [...found].map(([pointer, detail]) => ({ pointer, detail }));
}

type Kind = "object" | "list";

const plural = (kind: Kind) => (kind === "object" ? "objects" : "lists");

/** What the runtime cannot write of `p`'s value, as a warning's text, or undefined when it writes every value. */
function unwritable(model: ApiModel, p: Parameter): string | undefined {
  // A `content` parameter is sent as its JSON text (or as a string); a path parameter its path has no place for is
  // never sent (the loader warns about it).
  if (p.media !== undefined || p.inTemplate === false) return undefined;
  const document = model.document;
  const style = p.in === "query" ? queryStyle(model, p) : undefined;
  if (style === "deep") return undefined;
  const shape = ((): { what: string; why?: string; example: string } | undefined => {
    const kind = kindOf(document, p.schema);
    if (kind === "list") {
      const item = kindOf(document, itemsOf(document, p.schema));
      return item && { what: `a list of ${plural(item)}`, example: `[0][${item === "object" ? "key" : "0"}]` };
    }
    if (kind !== "object") return undefined;
    // Only a style the runtime does not know writes no object at all (`style: simple` in a query).
    if (p.in === "query" && style === undefined)
      return {
        what: "an object",
        why: `which style ${JSON.stringify(p.style)} cannot write in a query`,
        example: "[key]",
      };
    for (const [name, schema] of membersOf(document, p.schema)) {
      const member = kindOf(document, schema);
      const inner = member === "list" ? kindOf(document, itemsOf(document, schema)) : undefined;
      // An exploded query object writes a list member as that member repeated (`tag=a&tag=b`), of scalars only.
      if (!member || (member === "list" && style === "explode" && !inner)) continue;
      const what =
        member === "object"
          ? name === undefined
            ? "objects"
            : "an object"
          : `${name === undefined ? "lists" : "a list"}${inner && style === "explode" ? ` of ${plural(inner)}` : ""}`;
      return {
        what: `an object whose ${name === undefined ? "members are" : `member ${JSON.stringify(name)} is`} ${what}`,
        example: `[${name ?? "key"}][${member === "object" ? "key" : "0"}]`,
      };
    }
    return undefined;
  })();
  if (!shape) return undefined;
  const instead =
    p.in === "query"
      ? `declare it with content: application/json to send it as JSON, or style: deepObject, which the client writes as ${p.name}${shape.example}=value`
      : "declare it with content: application/json to send it as JSON";
  const why = shape.why ?? "which OpenAPI defines no serialisation for";
  return `the ${p.in} parameter ${JSON.stringify(p.name)} is ${shape.what}, ${why}: a call that passes one is refused; ${instead}`;
}

/** Schemas nested deeper than this (a cycle through `allOf`) are taken for what may be anything. */
const MAX_DEPTH = 16;

/**
 * Whether `schema` (through its `$ref`s) is for certain an object or a list: its `type` says only that (besides
 * `null`), or one of its `allOf` parts is, or every one of its `oneOf`/`anyOf` alternatives but `null` is the same.
 */
function kindOf(document: ApiModel["document"], schema: unknown, depth = 0): Kind | undefined {
  const s = depth > MAX_DEPTH ? undefined : usable(document, schema, "")?.value;
  if (!s) return undefined;
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t !== undefined && t !== "null");
  if (types.length > 0)
    return types.every((t) => t === "object") ? "object" : types.every((t) => t === "array") ? "list" : undefined;
  for (const part of listOf(s.allOf)) {
    const kind = kindOf(document, part, depth + 1);
    if (kind) return kind;
  }
  const alternatives = [...listOf(s.oneOf), ...listOf(s.anyOf)]
    .filter((a) => usable(document, a, "")?.value.type !== "null")
    .map((a) => kindOf(document, a, depth + 1));
  return alternatives.length > 0 && alternatives.every((k) => k === alternatives[0]) ? alternatives[0] : undefined;
}

/** A list schema's `items` (through `$ref`s and `allOf`), or undefined when it names none. */
function itemsOf(document: ApiModel["document"], schema: unknown): unknown {
  return partsOf(document, schema).find((s) => isObject(s.items))?.items;
}

/**
 * An object schema's members (through `$ref`s and `allOf`): each of its `properties` with its name, and its
 * `additionalProperties` schema without one.
 */
function membersOf(document: ApiModel["document"], schema: unknown): [string | undefined, unknown][] {
  return partsOf(document, schema).flatMap((s) => [
    ...Object.entries(isObject(s.properties) ? s.properties : {}),
    ...(isObject(s.additionalProperties) ? [[undefined, s.additionalProperties] as [undefined, unknown]] : []),
  ]);
}

/** `schema` (through its `$ref`s), then each of its `allOf` parts with theirs: the schemas a value of it is all of. */
function partsOf(document: ApiModel["document"], schema: unknown, depth = 0): Record<string, unknown>[] {
  const s = depth > MAX_DEPTH ? undefined : usable(document, schema, "")?.value;
  return s ? [s, ...listOf(s.allOf).flatMap((part) => partsOf(document, part, depth + 1))] : [];
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
