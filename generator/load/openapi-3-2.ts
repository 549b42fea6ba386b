/**
 * OpenAPI 3.2 documents (docs/safety.md, L5): read as 3.1 documents, which 3.2 extends. What 3.2 adds that the
 * package cannot type is named once where it stands (openapi-typescript, which prints the types, has no QUERY or
 * other method and types a stream's items as unknown); what it adds that only documents (a tag's `parent`, a server's
 * `name`, a response's `summary`...) is read and ignored as before. Redocly's structural rule (`--lint`) knows 3.0 and
 * 3.1 only, so its reports of those additions as unknown fields are not passed on for a 3.2 document.
 */
import { quote } from "./errors.js";
import type { Context } from "./openapi-context.js";
import { escapeSegment } from "./pointer.js";

/** What a 3.2 field at `key` of an object in `context` makes of the package, when it leaves something out. */
export function leftOut32(context: Context, key: string, value: unknown, parent: Record<string, unknown>) {
  if (context === "pathItem" && key === "query")
    return (
      "a QUERY operation (OpenAPI 3.2): left out of the package and the diff " +
      "(openapi-typescript, which writes the types, has no QUERY method)"
    );
  if (context === "pathItem" && key === "additionalOperations" && value !== null && typeof value === "object") {
    // Method names are the spec's text: quoted, and at most three shown, so the warning stays one short line.
    const methods = Object.keys(value);
    const shown = methods.slice(0, 3).map((m) => quote(m, 20));
    if (methods.length > 3) shown.push(`${methods.length - 3} more`);
    return `operations of other methods (OpenAPI 3.2: ${shown.join(", ")}): left out of the package and the diff`;
  }
  if (context === "mediaType" && key === "itemSchema" && parent.schema === undefined)
    return "the schema of a stream's items (OpenAPI 3.2): the body is typed as unknown and its items are not compared";
  return undefined;
}

/**
 * Redocly 1.x reports about a 3.2 document, by message and pointer, that are 3.2's own fields or values: each
 * pattern ends at the field where 3.2 allows it. The parameter location `querystring` is warned about by the load
 * itself (left out of the calls), as in any document.
 */
const ADDED: [message: RegExp, pointer: RegExp][] = [
  [/^Property `\$self` is not expected here\.$/, /^#$/],
  [/^Property `(query|additionalOperations)` is not expected here\.$/, /^#\/(paths|webhooks|components\/pathItems)\//],
  [/^Property `(summary|parent|kind)` is not expected here\.$/, /^#\/tags\/\d+$/],
  [/^Property `name` is not expected here\.$/, /\/servers\/\d+$/],
  [/^Property `summary` is not expected here\.$/, /\/responses\/[^/]+$/],
  [/^The field `description` must be present on this level\.$/, /\/responses\/[^/]+$/],
  [/^Property `(itemSchema|itemEncoding|prefixEncoding)` is not expected here\.$/, /\/(content|mediaTypes)\/[^/]+$/],
  [/^Property `mediaTypes` is not expected here\.$/, /^#\/components$/],
  [/^Property `defaultMapping` is not expected here\.$/, /\/discriminator$/],
  [/^Property `(oauth2MetadataUrl|deprecated)` is not expected here\.$/, /^#\/components\/securitySchemes\/[^/]+$/],
  [/^Property `deviceAuthorization` is not expected here\.$/, /\/flows$/],
  [/^Property `(dataValue|serializedValue)` is not expected here\.$/, /\/examples\/[^/]+$/],
  [/^`in` can be one of the following only: /, /\/in$/],
];

/** Whether a structural problem (its field's pointer: the object's and the field) is a 3.2 addition. */
export function isAddedIn32(message: string, pointer: string): boolean {
  const field = / `([^`]+)` is not expected here\.$/.exec(message)?.[1];
  // Redocly points at the field itself; the patterns name the object that holds it.
  const tail = field === undefined ? undefined : `/${escapeSegment(field)}`;
  const holder = tail && pointer.endsWith(tail) ? pointer.slice(0, -tail.length) : pointer;
  return ADDED.some(([m, p]) => m.test(message) && p.test(holder || "#"));
}
