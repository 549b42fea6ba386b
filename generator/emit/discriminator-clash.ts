/**
 * A schema that extends a discriminated one (`allOf: [{$ref: Intent}]`, Intent's discriminator `class`) without being
 * in its mapping, and declares the discriminator property itself (apple.com's SiriKit media specs:
 * `class: {enum: [AddMediaIntent]}`). openapi-typescript adds the property to such a schema's own members, its value
 * the schema's name, and prints the declared one beside it: a "Duplicate identifier" (TS2300). The declared property
 * is moved into a member of its `allOf` of its own, so both are printed and TypeScript intersects them (the
 * document's `required` applies there as well). Changes the schema openapi-typescript reads, which is a copy
 * (types-file.ts).
 */
import { define, getAt, isObject, parseRefFragment } from "../load/pointer.js";

type Json = Record<string, unknown>;

/** What openapi-typescript's `scanDiscriminators` finds: each schema's discriminator by place, those it has handled. */
export interface Discriminators {
  objects: Record<string, { propertyName?: string }>;
  refsHandled: string[];
}

export function separateDeclaredDiscriminators(schema: Json, discriminators: Discriminators): void {
  for (const [path, discriminator] of Object.entries(discriminators.objects)) {
    const name = discriminator.propertyName;
    if (typeof name !== "string" || discriminators.refsHandled.includes(path)) continue;
    const segments = path.startsWith("#") ? parseRefFragment(path.slice(1)) : undefined;
    const node = Array.isArray(segments) ? getAt(schema, segments)?.value : undefined;
    // The schemas openapi-typescript adds the property to: an `allOf` or `anyOf`, no discriminator of their own.
    if (!isObject(node) || node.discriminator || !(node.allOf || node.anyOf)) continue;
    const properties = node.properties;
    if (!isObject(properties) || !Object.hasOwn(properties, name)) continue;
    const rest: Json = {};
    for (const key of Object.keys(properties)) if (key !== name) define(rest, key, properties[key]);
    const declared: Json = {};
    define(declared, name, properties[name]);
    node.properties = rest;
    node.allOf = [...(Array.isArray(node.allOf) ? node.allOf : []), { properties: declared }];
  }
}
