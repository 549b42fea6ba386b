/**
 * Just enough of the OpenAPI 3.0/3.1 object tree (spec §4.7/§4.8, "Schema") to know, at any place in a document,
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

export type Context =
  | "document"
  | "paths"
  | "pathItem"
  | "operation"
  | "parameterList"
  | "parameter"
  | "parameterMap"
  | "requestBody"
  | "requestBodyMap"
  | "content"
  | "mediaType"
  | "encodingMap"
  | "encoding"
  | "responses"
  | "response"
  | "headerMap"
  | "header"
  | "exampleMap"
  | "example"
  | "linkMap"
  | "link"
  | "callbackMap"
  | "callback"
  | "components"
  | "schemaMap"
  | "schema"
  | "schemaList"
  | "discriminator"
  | "mapping"
  | "securitySchemeMap"
  | "securityScheme"
  | "literal";

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

/**
 * Maps whose keys are names: a `$ref` key there is a name, never a reference. A Callback Object is a map of
 * expressions too, but one that may itself be a Reference Object (`callbacks: {onEvent: {$ref: ...}}`, as
 * PeerTube's spec writes it), and an expression is never `$ref`: there a `$ref` is a reference.
 */
const NAME_MAPS = new Set<Context>([
  "document",
  "paths",
  "parameterMap",
  "requestBodyMap",
  "content",
  "encodingMap",
  "responses",
  "headerMap",
  "exampleMap",
  "linkMap",
  "callbackMap",
  "components",
  "schemaMap",
  "mapping",
  "securitySchemeMap",
]);

export function isNameMap(context: Context): boolean {
  return NAME_MAPS.has(context);
}

/**
 * A map of schemas (`properties`, `components/schemas`...) written as `{$ref: "<the map>"}`: not OpenAPI, whose
 * maps are not references, but a slip real specs carry (DigitalOcean's `properties: {$ref: ...}`) and other tools
 * follow as a JSON Reference. A schema is never a string, so a string `$ref` there cannot be a property named `$ref`
 * (which holds a schema object or boolean). The bundler follows it with the usual ref checks, inlines the map it
 * names, and warns.
 */
export function isMapRef(context: Context, value: Record<string, unknown>): boolean {
  return context === "schemaMap" && typeof value.$ref === "string";
}

const OPERATION_KEYS: ReadonlySet<string> = new Set(METHODS);

const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const SCHEMA_ONE = new Set([
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
]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);

const COMPONENT_SECTIONS = new Map<string, Context>([
  ["schemas", "schemaMap"],
  ["responses", "responses"],
  ["parameters", "parameterMap"],
  ["examples", "exampleMap"],
  ["requestBodies", "requestBodyMap"],
  ["headers", "headerMap"],
  ["securitySchemes", "securitySchemeMap"],
  ["links", "linkMap"],
  ["callbacks", "callbackMap"],
  ["pathItems", "paths"],
]);
const OPERATION_FIELDS = new Map<string, Context>([
  ["parameters", "parameterList"],
  ["requestBody", "requestBody"],
  ["responses", "responses"],
  ["callbacks", "callbackMap"],
]);
const PARAMETER_FIELDS = new Map<string, Context>([
  ["schema", "schema"],
  ["content", "content"],
  ["examples", "exampleMap"],
]);
const MEDIA_TYPE_FIELDS = new Map<string, Context>([
  ["schema", "schema"],
  ["examples", "exampleMap"],
  ["encoding", "encodingMap"],
]);
const RESPONSE_FIELDS = new Map<string, Context>([
  ["headers", "headerMap"],
  ["content", "content"],
  ["links", "linkMap"],
]);

/** Containers whose every member (a map's values, a list's items) is of one kind, whatever its key. */
const MEMBER_OF = new Map<Context, Context>([
  ["paths", "pathItem"],
  ["callback", "pathItem"],
  ["parameterList", "parameter"],
  ["parameterMap", "parameter"],
  ["content", "mediaType"],
  ["encodingMap", "encoding"],
  ["responses", "response"],
  ["headerMap", "header"],
  ["exampleMap", "example"],
  ["linkMap", "link"],
  ["callbackMap", "callback"],
  ["requestBodyMap", "requestBody"],
  ["securitySchemeMap", "securityScheme"],
  ["schemaMap", "schema"],
  ["schemaList", "schema"],
]);

/** The context of the value under `key` of a node in `context`. Arrays pass their context to their items. */
export function childContext(context: Context, key: string, parentIsArray: boolean): Context {
  const member = MEMBER_OF.get(context);
  if (member) return member;
  switch (context) {
    case "document":
      if (key === "paths" || key === "webhooks") return "paths";
      return key === "components" ? "components" : "literal";
    case "pathItem":
      if (OPERATION_KEYS.has(key)) return "operation";
      return key === "parameters" ? "parameterList" : "literal";
    case "operation":
      return OPERATION_FIELDS.get(key) ?? "literal";
    case "parameter":
    case "header":
      return PARAMETER_FIELDS.get(key) ?? "literal";
    case "requestBody":
      return key === "content" ? "content" : "literal";
    case "mediaType":
      return MEDIA_TYPE_FIELDS.get(key) ?? "literal";
    case "encoding":
      return key === "headers" ? "headerMap" : "literal";
    case "response":
      return RESPONSE_FIELDS.get(key) ?? "literal";
    case "components":
      return COMPONENT_SECTIONS.get(key) ?? "literal";
    case "schema":
      if (parentIsArray) return "schema"; // `items: [a, b]` in older drafts
      if (SCHEMA_MAPS.has(key)) return "schemaMap";
      if (SCHEMA_ONE.has(key)) return "schema";
      if (SCHEMA_LISTS.has(key)) return "schemaList";
      return key === "discriminator" ? "discriminator" : "literal";
    case "discriminator":
      return key === "mapping" ? "mapping" : "literal";
    default:
      return "literal";
  }
}
