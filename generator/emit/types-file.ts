/**
 * types.d.ts of an entry point: `paths`, `components` and `operations` as openapi-typescript prints them. It is
 * given the parsed, bundled document (never a path or URL: reliability.md "Loading a spec" item 6), so it reads
 * nothing from disk or network itself.
 */
import openapiTS, { astToString } from "openapi-typescript";

export async function typesFile(document: Record<string, unknown>, banner: string): Promise<string> {
  // openapi-typescript's own types want its OpenAPI3 type; the loader has validated the structure already.
  // emptyObjectsUnknown: an object schema without properties (the generic JSON:API `attributes`, an unspecified
  // `predictive_analytics`) means "any object", not `Record<string, never>`, which would refuse every attribute.
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    silent: true,
    emptyObjectsUnknown: true,
  });
  return `/* ${banner} */\n${astToString(ast)}`;
}
