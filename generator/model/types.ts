/**
 * The normalised model of one OpenAPI document: the only contract between loading and every later stage (emit,
 * diff, shims). What they need is here, with the JSON pointer of every piece so that messages can say where a thing
 * comes from (the loader maps pointers to file:line:col); the raw `document` only to follow `$ref`s and where the
 * emitted code must agree with openapi-typescript's types of it (the webhooks' names, security requirements).
 */
import type { PARAMETER_LOCATIONS } from "../load/openapi-context.js";
import type { METHODS } from "../load/operation-ids.js";

export type HttpMethod = (typeof METHODS)[number];
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

/** A JSON Schema as found in the document, `$ref`s left in place (they point into `components`). */
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  schema: Schema;
  /**
   * The media type of a parameter the spec describes by `content` instead of `schema` (its one entry), whose value is
   * serialised with that type. Absent on every other parameter.
   */
  media?: string;
  /** Where `schema` is when not at `<pointer>/schema`: a `content` parameter's is its media type's. */
  schemaPointer?: string;
  /** Serialisation as the spec states it (query: default form + explode; path: simple, label or matrix). */
  style?: string;
  explode?: boolean;
  /** A query parameter's `allowReserved: true`: its values keep RFC 3986's reserved characters. Absent otherwise. */
  allowReserved?: true;
  /** `x-filter`: the filter grammar, field -> operators. */
  filter?: { operators: string[]; fields: Record<string, string[]> };
  /**
   * `false` for a path parameter its path template does not contain (`in: path` naming `{org}` on `/items`): a slip
   * the loader warns about. It is kept so the diff still compares what the document declares (by name, since it has
   * no place in the template); nothing sends it, as no URL has a place for it. Absent on every other parameter.
   */
  inTemplate?: false;
  /** Where it is declared; a template parameter no parameter declares (typed as a string) has its operation's. */
  pointer: string;
}

export interface MediaType {
  mediaType: string;
  schema?: Schema;
  /**
   * A form or multipart body's `encoding`: each field's style and explode (a form's), and content type (a multipart
   * part's), as the spec states them. Absent when it gives none.
   */
  encoding?: Record<string, { style?: string; explode?: boolean; contentType?: string }>;
  pointer: string;
}

export interface RequestBody {
  required: boolean;
  content: MediaType[];
  pointer: string;
}

export interface Response {
  /** "200", "2XX", "4XX", "default"... */
  status: string;
  description?: string;
  content: MediaType[];
  /** `x-shape` on the response or its schema: "unspecified" | "partial". */
  shape?: string;
  /** The headers the response documents (none: left out), `Content-Type` aside (OpenAPI ignores it). */
  headers?: ResponseHeader[];
  pointer: string;
}

export interface ResponseHeader {
  /** As the document spells it (header names are case-insensitive). */
  name: string;
  required: boolean;
  pointer: string;
  /** The types its schema names (`null` too, as a 3.1 list or 3.0 `nullable`), sorted; none when it names none. */
  types?: string[];
}

export interface SecurityRequirement {
  scheme: string;
  scopes: string[];
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  /** Vendor extensions the toolkit understands. */
  sunset?: string;
  rateLimit?: Record<string, unknown>;
  pagination?: string;
  /** Parameters by location; path-item parameters merged in, operation ones win. */
  parameters: Record<ParameterLocation, Parameter[]>;
  requestBody?: RequestBody;
  responses: Response[];
  /** Alternatives: any one requirement satisfies the operation. Empty = no auth. */
  security: SecurityRequirement[][];
  pointer: string;
}

/**
 * An OpenAPI 3.1 webhook (`webhooks.<name>.<method>`): a request the service sends to a receiver the API user runs.
 * Its request body is the payload the receiver must accept; its responses are what the receiver answers.
 */
export interface Webhook extends Pick<Operation, "method" | "deprecated" | "requestBody" | "responses" | "pointer"> {
  /** The key under `webhooks` (`newPet`): what a receiver subscribes to. */
  name: string;
  /** The operationId as written, when there is one: a webhook whose name changed under it was renamed. */
  operationId?: string;
}

export interface SecurityScheme {
  name: string;
  type: string;
  in?: string;
  paramName?: string;
  scheme?: string;
  pointer: string;
}

export interface ApiModel {
  title: string;
  version: string;
  operations: Operation[];
  /** The webhooks (OpenAPI 3.1), in document order; empty for a document without. */
  webhooks: Webhook[];
  schemas: Record<string, Schema>;
  securitySchemes: Record<string, SecurityScheme>;
  /** The whole document, for `$ref` resolution by later stages. */
  document: Record<string, unknown>;
}
