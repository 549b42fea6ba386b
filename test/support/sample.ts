/**
 * A small, deterministic sample generator: one valid value for a dereferenced JSON Schema (OpenAPI 3.1 dialect, with
 * the 3.0 `nullable` tolerated), for the end-to-end tests that call every operation against Prism.
 *
 * Deterministic on purpose (no faker, no seed): the same schema always gives the same value, so a Prism violation
 * can be reproduced from the test name alone. json-schema-faker is only a transitive dependency of Prism (0.5.8),
 * not one of ours, so it is not used.
 *
 * What it honours, and how:
 * - `const` → the constant; `enum` → its first non-null member.
 * - `allOf` → the branches merged (properties, required, types intersected), then sampled; `oneOf`/`anyOf` → the
 *   first branch that is not `type: null` (callers that must prove the value matches *exactly one* branch validate it
 *   afterwards; the Prism test does, with ajv).
 * - `type` (a list, as in 3.1 `[string, "null"]`) → the first non-null type; `nullable` is ignored (non-null chosen).
 * - objects → every declared property (required and optional, so the whole schema is exercised) down to
 *   `maxDepth`; below it, and for a schema already being sampled higher up (a cycle), only the required ones.
 *   `minProperties` is met with extra `extraN` properties when `additionalProperties` allows them.
 *   `additionalProperties`, `propertyNames` and `not` generate nothing else (no extra keys are ever added beyond that).
 * - arrays → `max(minItems, 1)` items, capped by `maxItems` (so `maxItems: 0` gives `[]`).
 * - strings → `format` (date-time, date, uri, uuid, email), a property-name hint (email, phone_number, and the
 *   caller's `hints`), or "sample",
 *   then padded or cut to `minLength`/`maxLength`. A `pattern` must be one of `KNOWN_PATTERNS`; any other pattern
 *   throws, naming it, rather than producing a value that may not match.
 * - numbers → `minimum` (or `exclusiveMinimum` + 1), else 1, kept at or below `maximum`; booleans → true.
 * - `{}` / `true` (any value) → "sample".
 */

// The dereferenced documents are plain JSON values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = any;

export interface SampleOptions {
  /** Below this object depth only required properties are generated. Default 12. */
  maxDepth?: number;
  /**
   * Values for plain string properties by property name, over the built-in ones (email, phone_number): for example
   * `{ id: "abc123" }`, so that a body's ids match the path's.
   */
  hints?: Readonly<Record<string, string>>;
}

export const SAMPLE_DATE_TIME = "2024-01-05T10:15:00Z";
export const SAMPLE_EMAIL = "sarah.mason@example.com";
export const SAMPLE_PHONE = "+15005550006";

/**
 * The patterned strings the specs use, each with a value that matches it:
 * - the PKCE `code_verifier` (RFC 7636 §4.1, 43 to 128 unreserved characters): 43 letters;
 * - the PKCE `code_challenge` (unpadded base64url of a SHA-256 digest, exactly 43 characters).
 */
export const KNOWN_PATTERNS: ReadonlyMap<string, string> = new Map([
  ["^[a-zA-Z0-9\\-._~]{43,128}$", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ"],
  ["^[A-Za-z0-9_-]{43}$", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"],
]);

const FORMATS: Readonly<Record<string, string>> = {
  "date-time": SAMPLE_DATE_TIME,
  date: "2024-01-05",
  uri: "https://app.example.com/oauth/callback",
  uuid: "4b5d3f6e-2c1a-4e8b-9f7d-0a3c5e7b9d1f",
  email: SAMPLE_EMAIL,
};

const NAME_HINTS: Readonly<Record<string, string>> = {
  email: SAMPLE_EMAIL,
  phone_number: SAMPLE_PHONE,
};

export class SampleError extends Error {}

/** One valid value for `schema`. `at` names the location in errors (e.g. `get_profiles body`). */
export function sample(schema: Schema, at = "#", options: SampleOptions = {}): unknown {
  return new Sampler(options.maxDepth ?? 12, { ...NAME_HINTS, ...options.hints }).value(schema, at, undefined, 0);
}

class Sampler {
  /** Schemas being sampled on the current path, to cut cycles left by dereferencing. */
  private readonly active = new Set<Schema>();

  constructor(
    private readonly maxDepth: number,
    private readonly hints: Readonly<Record<string, string>>,
  ) {}

  value(schema: Schema, at: string, name: string | undefined, depth: number): unknown {
    if (schema === true || schema === undefined || (isObject(schema) && Object.keys(schema).length === 0)) {
      return "sample";
    }
    if (schema === false) throw new SampleError(`${at}: the schema is false; no value is valid`);
    if (!isObject(schema)) throw new SampleError(`${at}: not a schema (${JSON.stringify(schema)})`);
    if ("const" in schema) return schema.const;
    if (Array.isArray(schema.enum)) {
      const member = schema.enum.find((v: unknown) => v !== null);
      if (member === undefined) return null;
      return member;
    }
    if (Array.isArray(schema.allOf)) return this.value(mergeAllOf(schema, at), at, name, depth);
    for (const key of ["oneOf", "anyOf"] as const) {
      if (Array.isArray(schema[key])) {
        const branch = schema[key].find((b: Schema) => !isNullOnly(b)) ?? schema[key][0];
        if (branch === undefined) throw new SampleError(`${at}: empty ${key}`);
        // Sibling keywords (properties next to oneOf) apply as well: merge them into the branch.
        const { [key]: _branches, ...siblings } = schema;
        return this.value(mergeAllOf({ allOf: [siblings, branch] }, at), `${at}/${key}/0`, name, depth);
      }
    }
    switch (typeOf(schema)) {
      case "object":
        return this.object(schema, at, depth);
      case "array":
        return this.array(schema, at, name, depth);
      case "string":
        return stringValue(schema, at, name === undefined ? undefined : this.hints[name]);
      case "integer":
        return numberValue(schema, true);
      case "number":
        return numberValue(schema, false);
      case "boolean":
        return true;
      case "null":
        return null;
      default:
        return "sample";
    }
  }

  private object(schema: Schema, at: string, depth: number): Record<string, unknown> {
    const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
    const properties: Record<string, Schema> = isObject(schema.properties) ? schema.properties : {};
    const shallow = depth >= this.maxDepth || this.active.has(schema);
    this.active.add(schema);
    try {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(properties)) {
        if (shallow && !required.has(key)) continue;
        out[key] = this.value(sub, `${at}/properties/${escapePointer(key)}`, key, depth + 1);
      }
      for (const key of required) {
        if (!(key in out)) out[key] = "sample"; // required but not declared: any value is allowed
      }
      const minProperties = typeof schema.minProperties === "number" ? schema.minProperties : 0;
      if (Object.keys(out).length < minProperties) {
        if (schema.additionalProperties === false) {
          throw new SampleError(`${at}: minProperties ${minProperties} cannot be met with the declared properties`);
        }
        const extra = isObject(schema.additionalProperties) ? schema.additionalProperties : {};
        for (let i = 1; Object.keys(out).length < minProperties; i++) {
          out[`extra${i}`] = this.value(extra, `${at}/additionalProperties`, `extra${i}`, depth + 1);
        }
      }
      return out;
    } finally {
      this.active.delete(schema);
    }
  }

  private array(schema: Schema, at: string, name: string | undefined, depth: number): unknown[] {
    const min = typeof schema.minItems === "number" ? schema.minItems : 0;
    const max = typeof schema.maxItems === "number" ? schema.maxItems : Infinity;
    const count = Math.min(Math.max(min, 1), max);
    if (count < min) throw new SampleError(`${at}: minItems ${min} is above maxItems ${max}`);
    const items = schema.items ?? {};
    const out: unknown[] = [];
    for (let i = 0; i < count; i++) out.push(this.value(items, `${at}/items`, name, depth + 1));
    return out;
  }
}

function stringValue(schema: Schema, at: string, hint: string | undefined): string {
  if (typeof schema.pattern === "string") {
    const known = KNOWN_PATTERNS.get(schema.pattern);
    if (known === undefined) {
      throw new SampleError(
        `${at}: no sample for pattern ${JSON.stringify(schema.pattern)} (add it to KNOWN_PATTERNS)`,
      );
    }
    return checkLength(known, schema, at);
  }
  const base = (typeof schema.format === "string" ? FORMATS[schema.format] : undefined) ?? hint ?? "sample";
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  let text = base;
  if (text.length < min) {
    if (schema.format !== undefined) throw new SampleError(`${at}: format ${schema.format} sample is below minLength`);
    text = text.padEnd(min, "x");
  }
  if (text.length > max) {
    if (schema.format !== undefined) throw new SampleError(`${at}: format ${schema.format} sample is over maxLength`);
    text = text.slice(0, max);
  }
  return text;
}

function checkLength(text: string, schema: Schema, at: string): string {
  if (typeof schema.minLength === "number" && text.length < schema.minLength) {
    throw new SampleError(`${at}: the pattern sample is shorter than minLength ${schema.minLength}`);
  }
  if (typeof schema.maxLength === "number" && text.length > schema.maxLength) {
    throw new SampleError(`${at}: the pattern sample is longer than maxLength ${schema.maxLength}`);
  }
  return text;
}

function numberValue(schema: Schema, integer: boolean): number {
  let value = 1;
  if (typeof schema.minimum === "number") value = schema.minimum;
  else if (typeof schema.exclusiveMinimum === "number") value = schema.exclusiveMinimum + (integer ? 1 : 0.5);
  if (typeof schema.maximum === "number" && value > schema.maximum) value = schema.maximum;
  if (typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum) {
    value = schema.exclusiveMaximum - (integer ? 1 : 0.5);
  }
  return integer ? Math.ceil(value) : value;
}

/** The type a value will have: the first non-null of `type`, or what the keywords imply. */
function typeOf(schema: Schema): string | undefined {
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const chosen = types.find((t) => t !== "null") ?? types[0];
  if (chosen !== undefined) return chosen;
  if (isObject(schema.properties) || Array.isArray(schema.required) || schema.minProperties !== undefined) {
    return "object";
  }
  if (schema.items !== undefined || schema.minItems !== undefined) return "array";
  if (schema.pattern !== undefined || schema.format !== undefined || schema.minLength !== undefined) return "string";
  return undefined;
}

/**
 * Merges `allOf` (and the schema's own keywords) into one schema: properties merged (recursively for a property
 * named in more than one branch), required united, types intersected, the tightest bounds kept. Enough for the
 * specs' compositions; a conflict it cannot resolve throws.
 */
function mergeAllOf(schema: Schema, at: string): Schema {
  const { allOf, ...own } = schema;
  let merged: Schema = { ...own };
  for (const branch of allOf as Schema[]) {
    const flat = isObject(branch) && Array.isArray(branch.allOf) ? mergeAllOf(branch, at) : branch;
    merged = mergeTwo(merged, flat, at);
  }
  return merged;
}

function mergeTwo(a: Schema, b: Schema, at: string): Schema {
  if (b === true || (isObject(b) && Object.keys(b).length === 0)) return a;
  if (!isObject(b)) throw new SampleError(`${at}: cannot merge ${JSON.stringify(b)}`);
  const out: Schema = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    if (current === undefined) {
      out[key] = value;
      continue;
    }
    switch (key) {
      case "properties": {
        const props: Record<string, Schema> = { ...current };
        for (const [p, s] of Object.entries<Schema>(value as Record<string, Schema>)) {
          props[p] = props[p] === undefined ? s : { allOf: [props[p], s] };
        }
        out.properties = props;
        break;
      }
      case "required":
        out.required = [...new Set([...(current as string[]), ...(value as string[])])];
        break;
      case "type": {
        const left: string[] = Array.isArray(current) ? current : [current];
        const right: string[] = Array.isArray(value) ? value : [value as string];
        const both = left.filter((t) => right.includes(t) || (t === "integer" && right.includes("number")));
        if (both.length === 0) throw new SampleError(`${at}: allOf types ${left} and ${right} do not intersect`);
        out.type = both;
        break;
      }
      case "minimum":
      case "minLength":
      case "minItems":
      case "minProperties":
        out[key] = Math.max(current as number, value as number);
        break;
      case "maximum":
      case "maxLength":
      case "maxItems":
      case "maxProperties":
        out[key] = Math.min(current as number, value as number);
        break;
      case "description":
      case "title":
      case "examples":
      case "example":
        break; // annotations: the first one wins
      default:
        if (JSON.stringify(current) !== JSON.stringify(value)) {
          // Two different constraints under one keyword (two patterns, two enums): not needed by the specs so far.
          throw new SampleError(`${at}: allOf branches disagree on ${key}; the sampler cannot merge them`);
        }
    }
  }
  return out;
}

function isNullOnly(schema: Schema): boolean {
  return (
    isObject(schema) &&
    (schema.type === "null" || (Array.isArray(schema.type) && schema.type.every((t: string) => t === "null")))
  );
}

function isObject(value: unknown): value is Record<string, Schema> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}
