/**
 * Just enough of the OpenAPI 3.0/3.1/3.2 object tree (spec §4.7/§4.8, "Schema") to know, at any place in a document,
 * what kind of object sits there. The bundler needs it for two things:
 *   - where a key named `$ref` is a name rather than a reference (`properties: {$ref: {type: string}}` declares a
 *     property called "$ref"; `paths`, `responses`, `content`… are maps of names), see also isMapRef;
 *   - which components section a referenced part of another file belongs in (a ref under `schema` is a schema, one
 *     in `parameters` a parameter…), so it can be hoisted there.
 * Places the table does not know (info, servers, examples' values, extensions) are "literal": a string `$ref` there is
 * still treated as a reference, so nothing can slip past the ref checks by hiding in an unusual place.
 *
 * The tables are looked up with keys from the spec, so they are Maps: in a plain object a key such as `constructor`
 * or `toString` would find Object.prototype's function.
 */
import { METHODS } from "./operation-ids.js";

/** Where a parameter may be sent (a parameter's `in`). */
export const PARAMETER_LOCATIONS = ["path", "query", "header", "cookie"] as const;

/** The components section each hoistable kind of object goes to. */
export const COMPONENT_OF: Partial<Record<Context, string>> = {
  schema: "schemas",
  parameter: "parameters",
  requestBody: "requestBodies",
  response: "responses",
  header: "headers",
  example: "examples",
  link: "links",
  callback: "callbacks",
  securityScheme: "securitySchemes",
};

/** The context of the objects inside each components section. */
export const CONTEXT_OF_COMPONENT: ReadonlyMap<string, Context> = new Map(
  Object.entries(COMPONENT_OF).map(([context, section]) => [section, context as Context]),
);

export function isNameMap(context: Context): boolean {
  return NAME_MAPS.has(context);
}

/**
 * A map of names (`properties`, `paths`, `responses`, `components/schemas`...) written as `{$ref: "<the map>"}`: not
 * OpenAPI, whose maps are not references, but a slip real specs carry (DigitalOcean's `properties: {$ref: ...}`) and
 * other tools follow as a JSON Reference. The entries of such a map are objects, so a string `$ref` there cannot be an
 * entry named `$ref`. The bundler follows it with the usual ref checks, inlines the map it names, and warns. Not in a
 * discriminator's `mapping`, whose values are strings (`$ref` is a value there like any other), nor at the document's
 * root (isNotRef).
 */
export function isMapRef(context: Context, value: Record<string, unknown>): boolean {
  return isNameMap(context) && context !== "mapping" && context !== "document" && typeof value.$ref === "string";
}

/**
 * Whether the `$ref` member of an object in `context` is a reference to follow: a string where a reference may stand,
 * or a map written as a ref (isMapRef). In a map of names it is a name; in a literal place, data.
 */
export function isRefSite(context: Context, value: Record<string, unknown>): boolean {
  return isMapRef(context, value) || (!isNameMap(context) && typeof value.$ref === "string");
}

/**
 * A `$ref` that is no reference, so its object is read without it: one that is not a string where a reference may
 * stand, or one at the root of a document that has its own `openapi` field (root-ref.ts follows the root `$ref` of a
 * file that is nothing else).
 */
export function isNotRef(context: Context, value: Record<string, unknown>): boolean {
  if (!Object.hasOwn(value, "$ref")) return false;
  return context === "document" || (context !== "literal" && !isNameMap(context) && typeof value.$ref !== "string");
}

/** Each key of `keys` leading to `context`. */
function all<const K extends string, C extends string>(keys: readonly K[], context: C): Record<K, C> {
  return Object.fromEntries(keys.map((key) => [key, context])) as Record<K, C>;
}

const PARAMETER_FIELDS = { schema: "schema", content: "content", examples: "exampleMap" } as const;

/** The fields of each kind of object whose values are OpenAPI objects; any other field is "literal". */
const FIELD_TABLE = {
  document: { paths: "paths", webhooks: "paths", components: "components" },
  pathItem: { ...all(METHODS, "operation"), parameters: "parameterList" },
  operation: {
    parameters: "parameterList",
    requestBody: "requestBody",
    responses: "responses",
    callbacks: "callbackMap",
  },
  parameter: PARAMETER_FIELDS,
  header: PARAMETER_FIELDS,
  requestBody: { content: "content" },
  mediaType: { schema: "schema", examples: "exampleMap", encoding: "encodingMap" },
  encoding: { headers: "headerMap" },
  response: { headers: "headerMap", content: "content", links: "linkMap" },
  components: {
    schemas: "schemaMap",
    responses: "responses",
    parameters: "parameterMap",
    examples: "exampleMap",
    requestBodies: "requestBodyMap",
    headers: "headerMap",
    securitySchemes: "securitySchemeMap",
    links: "linkMap",
    callbacks: "callbackMap",
    pathItems: "paths",
    mediaTypes: "content",
  },
  schema: {
    ...all(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"], "schemaMap"),
    ...all(
      [
        "items",
        "additionalProperties",
        "not",
        "if",
        "then",
        "else",
        "contains",
        "propertyNames",
        "unevaluatedItems",
        "unevaluatedProperties",
        "additionalItems",
        "contentSchema",
      ],
      "schema",
    ),
    ...all(["allOf", "anyOf", "oneOf", "prefixItems"], "schemaList"),
    discriminator: "discriminator",
  },
  discriminator: { mapping: "mapping" },
} as const;

/** Containers whose every member (a map's values, a list's items) is of one kind, whatever its key. */
const MEMBER_TABLE = {
  paths: "pathItem",
  callback: "pathItem",
  parameterList: "parameter",
  parameterMap: "parameter",
  content: "mediaType",
  encodingMap: "encoding",
  responses: "response",
  headerMap: "header",
  exampleMap: "example",
  linkMap: "link",
  callbackMap: "callback",
  requestBodyMap: "requestBody",
  securitySchemeMap: "securityScheme",
  schemaMap: "schema",
  schemaList: "schema",
} as const;

type ValueOf<T> = T[keyof T];

/** The kind of object at a place of a document: the root, what the tables above lead to, or "literal" (any data). */
export type Context =
  | "document"
  | "literal"
  | ValueOf<typeof MEMBER_TABLE>
  | ValueOf<{ [K in keyof typeof FIELD_TABLE]: ValueOf<(typeof FIELD_TABLE)[K]> }>;

const FIELDS: ReadonlyMap<string, ReadonlyMap<string, Context>> = new Map(
  Object.entries(FIELD_TABLE).map(([context, fields]) => [context, new Map(Object.entries(fields))]),
);
const MEMBER_OF: ReadonlyMap<string, Context> = new Map(Object.entries(MEMBER_TABLE));

/**
 * Maps whose keys are names, where a `$ref` key is a name, never a reference: the document, its components, a
 * discriminator's mapping, and every container of one kind of member but the lists and the Callback Object. That one
 * is a map of expressions too, but one that may itself be a Reference Object (`callbacks: {onEvent: {$ref: ...}}`, as
 * PeerTube's spec writes it), and an expression is never `$ref`: there a `$ref` is a reference.
 */
const NAME_MAPS: ReadonlySet<string> = new Set([
  "document",
  "components",
  "mapping",
  ...Object.keys(MEMBER_TABLE).filter((context) => context !== "callback" && !context.endsWith("List")),
]);

/** The context of the value under `key` of a node in `context`. Arrays pass their context to their items. */
export function childContext(context: Context, key: string, parentIsArray: boolean): Context {
  const member = MEMBER_OF.get(context);
  if (member) return member;
  if (context === "schema" && parentIsArray) return "schema"; // `items: [a, b]` in older drafts
  return FIELDS.get(context)?.get(key) ?? "literal";
}
