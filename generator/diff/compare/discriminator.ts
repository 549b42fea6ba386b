/**
 * The values a discriminator's property takes, which clients send and switch on (openapi-typescript pins each
 * branch's property to its value, `pet: "cat"`): the mapping's keys, and for a `$ref` branch of `oneOf`/`anyOf`
 * the mapping does not name, the name of its schema (OpenAPI's implicit mapping). So a branch schema renamed where
 * no mapping names it changes what goes on the wire, unlike any other renamed schema. Undefined without one.
 * And the property that carries them (`propertyName`): another one there tells the variants apart another way.
 */
import { isObject } from "../../model/index.js";

export function discriminatorValues(node: unknown): string[] | undefined {
  if (!isObject(node) || discriminatorProperty(node) === undefined) return undefined;
  const d = node.discriminator as Record<string, unknown>;
  const mapping = isObject(d.mapping) ? d.mapping : {};
  // A mapping value is a `$ref` or a schema's name; either way its last segment names the schema.
  const name = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);
  const mapped = new Set(Object.values(mapping).flatMap((x) => (typeof x === "string" ? [name(x)] : [])));
  const branches = [node.oneOf, node.anyOf].flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  const implicit = branches.flatMap((b) =>
    isObject(b) && typeof b.$ref === "string" && !mapped.has(name(b.$ref)) ? [name(b.$ref)] : [],
  );
  return [...new Set([...Object.keys(mapping), ...implicit])].sort();
}

export function discriminatorProperty(node: unknown): string | undefined {
  const d = isObject(node) ? node.discriminator : undefined;
  return isObject(d) && typeof d.propertyName === "string" ? d.propertyName : undefined;
}
