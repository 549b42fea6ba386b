/**
 * The structural slips that change what revforge emits: a value of the wrong kind where the OpenAPI structure
 * (openapi-context.ts) expects a list, an object or a schema, and a schema keyword of the wrong kind. The types' input
 * (emit/types-input.ts) reads around each one, and the load warns about each one (validate.ts), from this one table,
 * so that nothing is read around unannounced whether or not Redocly's full structural rule runs (docs/safety.md, L5).
 */
import { isNameMap, type Context } from "./openapi-context.js";
import { isObject } from "./pointer.js";

const LISTS = new Set<Context>(["parameterList", "schemaList"]);
const NOT_OBJECTS = new Set<Context>([...LISTS, "schema", "literal"]);

const isString = (value: unknown) => typeof value === "string";

/** What a schema keyword that is no schema itself must hold, as a warning says it, when `value` does not. */
function keywordMisfit(key: string, value: unknown): string | undefined {
  if ((key === "required" || key === "enum") && !Array.isArray(value)) return "a list";
  if (key === "type" && typeof value !== "string" && !(Array.isArray(value) && value.every(isString)))
    return "a string or a list of strings";
  // openapi-typescript prints it in JSDoc (`Format: date-time`).
  if (key === "format" && typeof value !== "string") return "a string";
  // openapi-typescript acts on any truthy one (`nullable: no`, YAML 1.1's false, is the string "no": `| null`), the
  // model and the diff only on true.
  if (SCHEMA_FLAGS.has(key) && typeof value !== "boolean") return "a boolean";
  return undefined;
}

const SCHEMA_FLAGS = new Set(["nullable", "readOnly", "writeOnly", "deprecated"]);

/** Texts openapi-typescript prints in JSDoc, which must be strings. */
const DOC_TEXTS = new Set(["title", "summary", "description"]);

/**
 * How `value`, found where `context` is expected under `key` of its parent (undefined in a list), is read instead
 * (an empty list, any value, an empty mapping), or undefined when it fits.
 */
export function misplaced(value: unknown, context: Context, key?: string): "list" | "schema" | "object" | undefined {
  if (LISTS.has(context)) return Array.isArray(value) ? undefined : "list";
  // A list of schemas is a schema only as `items` (the tuple form of older drafts).
  if (context === "schema")
    return isObject(value) || typeof value === "boolean" || (key === "items" && Array.isArray(value))
      ? undefined
      : "schema";
  return NOT_OBJECTS.has(context) || isObject(value) ? undefined : "object";
}

/**
 * A Callback Object written as a Reference Object (`callbacks: {done: {$ref: ...}}`): a map of expressions that is
 * itself a reference, which the walks leave as it is rather than read `$ref` as an expression.
 */
export function isCallbackRef(context: Context, value: Record<string, unknown>): boolean {
  return context === "callback" && typeof value.$ref === "string";
}

/** Maps whose keys are names, but where OpenAPI also allows `x-` extensions, which hold anything. */
const EXTENSIBLE_MAPS = new Set<Context>(["paths", "callback", "responses"]);

/** Whether `key` of an object at `context` is an extension rather than a member (`paths: {x-codegen-root: "/v1"}`). */
export function isExtension(context: Context, key: string): boolean {
  return EXTENSIBLE_MAPS.has(context) && key.startsWith("x-");
}

/** Anything `"$ref" in item` can be asked of: an object or a list. */
const isNode = (value: unknown) => typeof value === "object" && value !== null;

/** An item openapi-typescript's discriminator scan can read as a schema: a node whose `$ref`, if any, is a string. */
const isScannable = (value: unknown) =>
  isNode(value) && (!("$ref" in value) || typeof (value as { $ref: unknown }).$ref === "string");

/** Whether `parent` has what the discriminator scan looks for: a `discriminator` with a `propertyName`. */
const hasDiscriminator = (parent: Record<string, unknown>) =>
  isNode(parent.discriminator) && Boolean((parent.discriminator as Record<string, unknown>).propertyName);

/** The objects whose `required` is a boolean. */
const FLAGGED: ReadonlySet<Context> = new Set(["parameter", "header", "requestBody"]);

/** The name maps whose keys are fixed fields: `allOf` names nothing there (misfitKeyword). */
const FIXED_FIELDS: ReadonlySet<Context> = new Set(["document", "components"]);

/**
 * What the keyword `key` of an object at `context` must hold, when `item` does not (it is then left out); `parent` is
 * the object holding it.
 */
export function misfitKeyword(
  context: Context,
  key: string,
  item: unknown,
  parent: Record<string, unknown>,
): string | undefined {
  // openapi-typescript's discriminator scan reads every `allOf` of the document, and every `oneOf` beside a
  // `discriminator` with a `propertyName`, as a list of schemas, wherever it stands (an unknown field, an example, an
  // extension): it stops at an item that is no object, and in such a `oneOf` at a `$ref` that is no string. In a
  // schema the list is read as schemas (`misplaced`); in a map of names `allOf` is a name, but in the document and its
  // components, whose keys are fixed fields (name maps only in that a `$ref` there is no reference), it is no field.
  if (context !== "schema" && (FIXED_FIELDS.has(context) || !isNameMap(context)) && Array.isArray(item)) {
    if (key === "allOf" && !item.every(isNode))
      return "a list of objects (openapi-typescript reads every allOf as schemas)";
    if (key === "oneOf" && hasDiscriminator(parent) && !item.every(isScannable))
      return "a list of schemas (openapi-typescript reads every oneOf beside a discriminator as schemas)";
  }
  // Inside examples, extensions and other free-form values any other key may hold anything.
  if (context === "literal") return undefined;
  // openapi-typescript types a parameter, header or body required when its `required` is anything truthy (YAML 1.1's
  // `required: no` is the string "no" in YAML 1.2), the model only when it is true.
  if (key === "required" && FLAGGED.has(context) && typeof item !== "boolean") return "a boolean";
  const misfit = context === "schema" ? keywordMisfit(key, item) : undefined;
  if (misfit) return misfit;
  if (DOC_TEXTS.has(key) && !isNameMap(context) && typeof item !== "string") return "a string";
  return undefined;
}

/** A parameter that no request can carry, as it has no name (the model leaves it out); a `$ref` is followed first. */
export function nameless(parameter: Record<string, unknown>): boolean {
  return (typeof parameter.name !== "string" || parameter.name === "") && typeof parameter.$ref !== "string";
}

/** `value`'s kind as a warning names it. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/**
 * A misfit keyword's value as a warning names it: a list by its first item that is no object (for `type`, no string),
 * else by its first `$ref` that is no string, if it has one.
 */
export function misfitKindOf(value: unknown, key: string): string {
  if (!Array.isArray(value)) return kindOf(value);
  const odd = value.findIndex((item) => (key === "type" ? !isString(item) : !isNode(item)));
  if (odd >= 0) return `a list holding ${kindOf(value[odd])}`;
  const ref = value.find((item) => !isScannable(item)) as { $ref: unknown } | undefined;
  return ref ? `a list holding an object whose $ref is ${kindOf(ref.$ref)}` : kindOf(value);
}
