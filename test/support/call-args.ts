/**
 * The arguments of one call, built from a dereferenced spec operation, for the end-to-end test that calls every
 * generated operation against Prism (test/e2e/client-prism.test.ts):
 * - path parameters: a plain id (`PATH_ID`);
 * - query parameters: the required ones sampled from their schema; of the optional ones, those whose values the spec
 *   itself gives (an enum, an enum array, an `x-filter` expression, a bounded number). A free string such as
 *   `page[cursor]` is left out: a cursor is only ever taken from a previous page's `links.next`;
 * - headers: the required ones except `revision` (the client's own, it cannot be given per call);
 * - the body: sampled (test/support/sample.ts) from the request schema of the media type the descriptor's body kind
 *   stands for, every `id` being `PATH_ID` so that an update names the resource it is sent to.
 * `schemaErrors` checks a sampled body with ajv (JSON Schema 2020-12, the OpenAPI 3.1 dialect), so that a sampler
 * mistake is reported as such and never blamed on the client.
 */
// ajv and ajv-formats are CommonJS with `export default` typings: under NodeNext the plugin is on `.default`.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsPlugin from "ajv-formats";
import { sample, SAMPLE_DATE_TIME } from "./sample.js";
import { methods, type Json } from "./specs.js";

const addFormats = addFormatsPlugin.default;

/** The value of every path parameter, and of every `id` in a body. */
export const PATH_ID = "abc123";

/** The `args` of a generated operation function. */
export interface CallArgs {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface SpecOperation {
  id: string;
  method: string;
  path: string;
  op: Json;
  /** Path-item and operation parameters, the operation's winning on (name, in). */
  parameters: Json[];
}

export function specOperations(spec: Json): Map<string, SpecOperation> {
  const out = new Map<string, SpecOperation>();
  for (const [path, item] of Object.entries<Json>(spec.paths ?? {})) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const byKey = new Map<string, Json>();
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) byKey.set(`${p.in}:${p.name}`, p);
      out.set(op.operationId, {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        op,
        parameters: [...byKey.values()],
      });
    }
  }
  return out;
}

/**
 * A filter expression from the parameter's `x-filter` grammar (`operator(field,value)`): the first field with its
 * first operator; comparisons get a date-time, equality a quoted id. Undefined when the grammar lists no field.
 */
function filterExpression(grammar: Json): string | undefined {
  const fields = Object.entries<string[]>(grammar?.fields ?? {});
  const first = fields[0];
  if (first === undefined) return undefined;
  const [field, operators] = first;
  const operator = operators[0] ?? grammar.operators?.[0];
  if (operator === undefined) return undefined;
  const value = operator === "equals" ? `"${PATH_ID}"` : SAMPLE_DATE_TIME;
  return `${operator}(${field},${value})`;
}

/** The value of an optional query parameter when the spec gives one (see the banner), else undefined. */
function optionalQueryValue(param: Json, at: string): unknown {
  if (param["x-filter"] !== undefined) return filterExpression(param["x-filter"]);
  const schema = param.schema ?? {};
  if (Array.isArray(schema.enum)) return sample(schema, at);
  if (schema.type === "array" && Array.isArray(schema.items?.enum)) return [...new Set(schema.items.enum)];
  if ((schema.type === "integer" || schema.type === "number") && (schema.minimum ?? schema.maximum) !== undefined) {
    return sample(schema, at);
  }
  return undefined;
}

/** The media type the descriptor's body kind stands for. */
const MEDIA: Readonly<Record<string, string>> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
};

export interface Built {
  args: CallArgs;
  /** The request schema the body was sampled from (for the ajv check). */
  bodySchema?: Json;
}

export function buildArgs(rev: string, operation: SpecOperation, bodyKind: "json" | "form" | undefined): Built {
  const at = `${rev} ${operation.id}`;
  const args: CallArgs = {};
  for (const param of operation.parameters) {
    const where = `${at} ${param.in} parameter ${param.name}`;
    if (param.in === "path") {
      (args.path ??= {})[param.name] = PATH_ID;
    } else if (param.in === "query") {
      const value = param.required ? sample(param.schema, where) : optionalQueryValue(param, where);
      if (value !== undefined) (args.query ??= {})[param.name] = value;
    } else if (param.in === "header") {
      // The revision header is the client's own (it cannot be given per call); any other required header is sampled.
      if (param.name.toLowerCase() !== "revision" && param.required) {
        (args.headers ??= {})[param.name] = String(sample(param.schema, where));
      }
    } else if (param.required) {
      throw new Error(`${where}: required ${param.in} parameters are not supported by this test`);
    }
  }
  const content = operation.op.requestBody?.content;
  if (content === undefined) return { args };
  const media = bodyKind === undefined ? undefined : MEDIA[bodyKind];
  const bodySchema = media === undefined ? undefined : content[media]?.schema;
  if (bodySchema === undefined) {
    throw new Error(
      `${at}: the descriptor's body kind (${bodyKind ?? "none"}) has no schema among the spec's request ` +
        `media types (${Object.keys(content).join(", ")})`,
    );
  }
  args.body = sample(bodySchema, `${at} request body`, { hints: { id: PATH_ID } });
  return { args, bodySchema };
}

// ajv for OpenAPI 3.1 schemas (JSON Schema 2020-12), keyed by schema object: dereferenced specs share their objects.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const validators = new WeakMap<object, ReturnType<typeof ajv.compile>>();

/** Ajv's complaints about `value` against `schema`, or undefined when it is valid. */
export function schemaErrors(schema: Json, value: unknown): string | undefined {
  let validate = validators.get(schema);
  if (validate === undefined) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate(value) ? undefined : ajv.errorsText(validate.errors, { separator: "; " });
}
