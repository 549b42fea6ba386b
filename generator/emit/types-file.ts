/**
 * types.d.ts of an entry point: `paths`, `components` and `operations` as openapi-typescript prints them. It is
 * given the parsed, bundled and validated document (never a path or URL: reliability.md "Loading a spec" item 6), so
 * it reads nothing from disk or network itself.
 *
 * openapi-typescript's `openapiTS()` would bundle and lint the document again with Redocly before transforming it;
 * our loader has already done both (and the model has checked operationIds are unique, the one rule openapiTS adds),
 * so this calls its exported `transformSchema` with the context `openapiTS()` builds, and skips the second pass: on
 * twelve revisions that is a third of the time. The options are openapiTS's defaults except `emptyObjectsUnknown`.
 */
import { createRequire } from "node:module";

// openapi-typescript's CommonJS build, through require: imported as ES modules, it and the `typescript` package it
// loads (9 MB of CommonJS) go through Node's module-syntax detection and export scan, a quarter of a second more.
// Its modules one by one (its exports map opens ./dist/*): the index also loads all of Redocly (a tenth of a second,
// before the worker's first job), which openapiTS() needs to bundle and lint and this file never calls.
type OpenapiTS = typeof import("openapi-typescript");
const load = createRequire(import.meta.url);
const transformSchema = load("openapi-typescript/dist/transform/index.cjs") as OpenapiTS["transformSchema"];
const { astToString } = load("openapi-typescript/dist/lib/ts.cjs") as Pick<OpenapiTS, "astToString">;
const { resolveRef, scanDiscriminators } = load("openapi-typescript/dist/lib/utils.cjs") as Pick<
  OpenapiTS,
  "resolveRef" | "scanDiscriminators"
>;

type Options = Parameters<typeof scanDiscriminators>[1];
type Context = Parameters<typeof transformSchema>[1];

export function typesFile(document: Record<string, unknown>, banner: string): string {
  const schema = document as unknown as Parameters<typeof transformSchema>[0];
  // emptyObjectsUnknown: an object schema without properties (the generic JSON:API `attributes`, an unspecified
  // `predictive_analytics`) means "any object", not `Record<string, never>`, which would refuse every attribute.
  const options: Options = { silent: true, emptyObjectsUnknown: true };
  const ctx = {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: scanDiscriminators(schema, options),
    emptyObjectsUnknown: true,
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
  return `/* ${banner} */\n${astToString(transformSchema(schema, ctx))}`;
}
