/**
 * types.d.ts of an entry point: `paths`, `components` and `operations` as openapi-typescript prints them. It is
 * given the parsed, bundled and validated document (never a path or URL), so it reads nothing from disk or network
 * itself.
 *
 * openapi-typescript's `openapiTS()` would bundle and lint the document again with Redocly before transforming it;
 * our loader has already done both (and the model has checked operationIds are unique, the one rule openapiTS adds),
 * so this calls its exported `transformSchema` with the context `openapiTS()` makes from its default options
 * (`emptyObjectsUnknown` aside): the second pass would cost as much as the transform on a big spec.
 */
// The build bundles the package's CommonJS entry (scripts/build-generator.mjs), which requires
// `typescript` where its ES entry would import it (Node would scan TypeScript's 9 MB for export names first).
import {
  astToString,
  resolveRef,
  scanDiscriminators,
  stringToAST,
  transformSchema,
  transformSchemaObject,
} from "openapi-typescript";
import type TS from "typescript";
import { copyOf, getAt, isObject, parseRefFragment } from "../load/pointer.js";
import { markRecursiveArrays, recursiveArrayInterface, recursiveArrayType } from "./recursive-arrays.js";
import { typesInput } from "./types-input.js";
import type { Json, Operation } from "../model/index.js";

type Context = Parameters<typeof transformSchema>[1];
type Schema = Parameters<typeof transformSchema>[0];

export function printTypes(nodes: TypesNodes, banner: string): string {
  return `/* ${banner} */\n${astToString(nodes)}`;
}

export type TypesNodes = ReturnType<typeof transformSchema>;

/**
 * The nodes of the types, before they are printed (the guard checks them: emit/guard.ts `typesProvenSafe`), of a
 * document and its model's operations.
 */
export function typesNodes(
  document: Json,
  operations: readonly Operation[],
  numberTexts: Record<string, string> = {},
  readWrite = false,
) {
  // Structural slips (which the loader warns about) read around, as the model reads them (types-input.ts).
  const marked = markRecursiveArrays(typesInput(document, operations, numberTexts));
  const schema = marked.document as unknown as Schema;
  // emptyObjectsUnknown: an object schema without properties (the generic JSON:API `attributes`, an unspecified
  // `predictive_analytics`) means "any object", not `Record<string, never>`, which would refuse every attribute.
  const discriminators = scanDiscriminators(schema, { silent: true, emptyObjectsUnknown: true });
  separateDeclaredDiscriminators(schema as unknown as Json, discriminators);
  const ctx: Context = {
    ...defaultContext(schema, discriminators),
    emptyObjectsUnknown: true,
    readWriteMarkers: readWrite,
    transform: marked.arrays.length > 0 ? recursiveArrayType : undefined,
  };
  const nodes = transformSchema(schema, ctx).map((node) => (isWithRequired(node) ? WITH_REQUIRED() : node));
  for (const { name, path, items } of marked.arrays)
    nodes.push(
      recursiveArrayInterface(name, transformSchemaObject(items as never, { path, ctx, schema: items as never })),
    );
  return nodes;
}

/**
 * The context `openapiTS()` makes from its default options (scripts/corpus/floor.ts uses it too), with the
 * discriminators found in `schema`.
 */
export function defaultContext(schema: Schema, discriminators: Context["discriminators"]): Context {
  return {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators,
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    silent: true,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve($ref: string) {
      return resolveRef(schema, $ref, { silent: true });
    },
  } as unknown as Context;
}

/**
 * openapi-typescript's helper for an `allOf` member whose keys the schema makes required,
 * `type WithRequired<T, K extends keyof T> = T & { [P in K]-?: T[P] }`, with the keys of the member without `null`:
 * when the member is nullable (plaid.com's `Cause` requires `error_type` of its `allOf` member `PlaidError`, which is
 * `nullable`), `keyof T` is `never` and the helper refuses every key (TS2344). Intersected with an object type, the
 * `null` is dropped either way; for any other member the type is the same.
 */
const WITH_REQUIRED = () =>
  stringToAST(
    "type WithRequired<T, K extends keyof NonNullable<T>> = T & { [P in K]-?: NonNullable<T>[P] };",
  )[0] as TS.Node;

function isWithRequired(node: TS.Node): boolean {
  return (node as { name?: { escapedText?: unknown } }).name?.escapedText === "WithRequired";
}

/**
 * A schema that extends a discriminated one (`allOf: [{$ref: Intent}]`, Intent's discriminator `class`) without being
 * in its mapping, and declares the discriminator property itself (apple.com's SiriKit media specs:
 * `class: {enum: [AddMediaIntent]}`). openapi-typescript adds the property to such a schema's own members, its value
 * the schema's name, and prints the declared one beside it: a "Duplicate identifier" (TS2300). The declared property
 * is moved into a member of its `allOf` of its own, so both are printed and TypeScript intersects them (the
 * document's `required` applies there as well). Changes the schema openapi-typescript reads, which is a copy.
 */
export function separateDeclaredDiscriminators(schema: Json, discriminators: Context["discriminators"]): void {
  for (const [path, discriminator] of Object.entries(discriminators.objects)) {
    const name = discriminator.propertyName;
    if (typeof name !== "string" || discriminators.refsHandled.includes(path)) continue;
    const segments = path.startsWith("#") ? parseRefFragment(path.slice(1)) : undefined;
    const node = Array.isArray(segments) ? getAt(schema, segments)?.value : undefined;
    // The schemas openapi-typescript adds the property to: an `allOf` or `anyOf`, no discriminator of their own.
    if (!isObject(node) || node.discriminator || !(node.allOf || node.anyOf)) continue;
    const properties = node.properties;
    if (!isObject(properties) || !Object.hasOwn(properties, name)) continue;
    const rest = copyOf(properties);
    delete rest[name];
    node.properties = rest;
    // A computed key makes an own property, `__proto__` included.
    node.allOf = [...(Array.isArray(node.allOf) ? node.allOf : []), { properties: { [name]: properties[name] } }];
  }
}
