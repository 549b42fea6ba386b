/**
 * Builds the normalised ApiModel from one bundled OpenAPI 3.0, 3.1 or 3.2 document (loader output). Parameters are
 * resolved and grouped by location (path-item parameters merged, operation ones winning), request bodies and
 * responses resolved one level (their schemas keep their `$ref`s), security requirements made explicit (the
 * document default applies where an operation says nothing). Every piece keeps its JSON pointer.
 *
 * The loader lets structural slips through as warnings (docs/safety.md, L5), so nothing here assumes a valid shape:
 * what cannot be used is left out, a missing or mistyped list or map reads as empty, and the loader's warning is what
 * tells the user. What stays refused is what would be unsafe to generate from (E5).
 */
import { PARAMETER_LOCATIONS } from "../load/openapi-context.js";
import { METHODS, operationIds } from "../load/operation-ids.js";
import { escapeSegment, formatPointer } from "../load/pointer.js";
import { isExtension } from "../load/shape-slips.js";
import { checkPath } from "./paths.js";
import { isObject, ModelError, usable, type Json } from "./refs.js";
import type {
  ApiModel,
  MediaType,
  Operation,
  Parameter,
  ParameterLocation,
  RequestBody,
  Response,
  ResponseHeader,
  SecurityRequirement,
  SecurityScheme,
  Webhook,
} from "./types.js";
import { valueText } from "../output/value-text.js";

export function buildModel(document: Json): ApiModel {
  const info = isObject(document.info) ? document.info : {};
  const operations: Operation[] = [];
  const { ids } = operationIds(document);
  const paths = isObject(document.paths) ? document.paths : {};
  for (const path of Object.keys(paths)) {
    // The Paths Object allows extensions (`x-codegen-contextRoot`): they are data about the paths, not a path.
    if (isExtension("paths", path)) continue;
    const itemPointer = formatPointer(["paths", path]);
    const templateNames = checkPath(path, itemPointer);
    const item = usable(document, paths[path], itemPointer);
    if (!item) continue;
    const shared = parameters(document, item.value.parameters, `${item.pointer}/parameters`, templateNames);
    for (const method of METHODS) {
      const raw = item.value[method];
      if (!isObject(raw)) continue;
      const operationId = ids.get(`${method} ${path}`)!;
      const rest = operation(document, raw, `${item.pointer}/${method}`, shared, templateNames);
      operations.push({ operationId, method, path, ...rest });
    }
  }
  const components = isObject(document.components) ? document.components : {};
  return {
    title: valueText(info.title ?? ""),
    version: valueText(info.version ?? ""),
    operations,
    webhooks: webhooks(document),
    schemas: isObject(components.schemas) ? (components.schemas as Record<string, Json>) : {},
    securitySchemes: securitySchemes(document, components.securitySchemes),
    document,
  };
}

/** An operation but for where it is (its operationId, method and path). */
function operation(document: Json, raw: Json, pointer: string, shared: Parameter[], templateNames: string[]) {
  const own = parameters(document, raw.parameters, `${pointer}/parameters`, templateNames);
  const merged = new Map([...shared, ...own].map((p) => [`${p.in} ${p.name}`, p]));
  const byLocation: Record<ParameterLocation, Parameter[]> = { path: [], query: [], header: [], cookie: [] };
  for (const p of merged.values()) byLocation[p.in].push(p);
  // A template parameter the spec does not declare is typed as a string (the loader warns), so the operation can be
  // called.
  for (const name of templateNames.filter((one) => !merged.has(`path ${one}`)))
    byLocation.path.push({
      name,
      in: "path",
      required: true,
      deprecated: false,
      schema: { type: "string" },
      pointer,
    });
  return {
    summary: optionalString(raw.summary),
    description: optionalString(raw.description),
    deprecated: raw.deprecated === true,
    sunset: optionalString(raw["x-sunset"]),
    rateLimit: isObject(raw["x-rate-limit"]) ? raw["x-rate-limit"] : undefined,
    pagination: optionalString(raw["x-pagination"]),
    parameters: byLocation,
    requestBody: requestBody(document, raw.requestBody, `${pointer}/requestBody`),
    responses: responses(document, raw.responses, `${pointer}/responses`),
    security: security(raw.security ?? document.security),
    pointer,
  };
}

/**
 * The webhooks of an OpenAPI 3.1 document: every method of every `webhooks` entry, its payload (request body) and
 * the receiver's responses. What is not an object is left out, as for paths.
 */
function webhooks(document: Json): Webhook[] {
  const all = isObject(document.webhooks) ? document.webhooks : {};
  return Object.keys(all).flatMap((name) => {
    const item = usable(document, all[name], formatPointer(["webhooks", name]));
    if (!item) return [];
    return METHODS.flatMap((method): Webhook | [] => {
      const raw = item.value[method];
      if (!isObject(raw)) return [];
      const pointer = `${item.pointer}/${method}`;
      return {
        name,
        method,
        operationId: typeof raw.operationId === "string" && raw.operationId ? raw.operationId : undefined,
        deprecated: raw.deprecated === true,
        requestBody: requestBody(document, raw.requestBody, `${pointer}/requestBody`),
        responses: responses(document, raw.responses, `${pointer}/responses`),
        pointer,
      };
    });
  });
}

/**
 * The usable parameters of a list: a name and a known location (the loader warns about the others). A path parameter
 * without a place in the path is kept with `inTemplate: false`.
 */
function parameters(document: Json, list: unknown, pointer: string, templateNames: string[]): Parameter[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry, i) => {
    const found = usable(document, entry, `${pointer}/${i}`);
    if (!found) return [];
    const { value, pointer: at } = found;
    const location = value.in as ParameterLocation;
    const name = value.name;
    // An empty name is a slip (the loader warns): no request can carry it, so it is left out.
    if (!PARAMETER_LOCATIONS.includes(location) || typeof name !== "string" || name === "") return [];
    if (/[\r\n\0]/.test(name)) throw new ModelError(`${at}/name`, "contains a control character");
    const filter = value["x-filter"];
    const parameter: Parameter = {
      name,
      in: location,
      required: value.required === true || location === "path",
      deprecated: value.deprecated === true,
      schema: isObject(value.schema) ? value.schema : {},
      style: optionalString(value.style),
      explode: typeof value.explode === "boolean" ? value.explode : undefined,
      filter: isObject(filter)
        ? {
            operators: strings(filter.operators),
            fields: dictionary(
              Object.entries(isObject(filter.fields) ? filter.fields : {}).map(([k, v]) => [k, strings(v)]),
            ),
          }
        : undefined,
      pointer: at,
    };
    const media = !isObject(value.schema) && isObject(value.content) ? Object.keys(value.content)[0] : undefined;
    if (media !== undefined) {
      parameter.media = media;
      // Its media type's schema is what the caller's value must match, and what the diff compares.
      const entry = (value.content as Json)[media];
      if (isObject(entry) && isObject(entry.schema)) {
        parameter.schema = entry.schema;
        parameter.schemaPointer = `${at}/content/${escapeSegment(media)}/schema`;
      }
    }
    // Only a query parameter's counts (OpenAPI: the others ignore it), and not one described by a `content`.
    if (location === "query" && value.allowReserved === true && media === undefined) parameter.allowReserved = true;
    if (location === "path" && !templateNames.includes(name)) parameter.inTemplate = false;
    return [parameter];
  });
}

function content(raw: unknown, pointer: string): MediaType[] {
  if (!isObject(raw)) return [];
  return Object.keys(raw).map((mediaType) => {
    const media = raw[mediaType];
    const out: MediaType = {
      mediaType,
      schema: isObject(media) && isObject(media.schema) ? media.schema : undefined,
      pointer: `${pointer}/${escapeSegment(mediaType)}`,
    };
    // How a URL-encoded form writes its object and list fields (a style per field), as a query parameter's says, and
    // the content type of a multipart body's parts.
    const encoded = /^(application\/x-www-form-urlencoded|multipart\/)/.test(mediaType);
    if (isObject(media) && isObject(media.encoding) && encoded) {
      const fields = Object.entries(media.encoding).filter((entry): entry is [string, Json] => isObject(entry[1]));
      out.encoding = dictionary(
        fields.map(([field, e]) => {
          const explode = typeof e.explode === "boolean" ? e.explode : undefined;
          return [field, { style: optionalString(e.style), explode, contentType: optionalString(e.contentType) }];
        }),
      );
    }
    return out;
  });
}

function requestBody(document: Json, raw: unknown, pointer: string): RequestBody | undefined {
  const found = usable(document, raw, pointer);
  if (!found) return undefined;
  const { value, pointer: at } = found;
  return { required: value.required === true, content: content(value.content, `${at}/content`), pointer: at };
}

function responses(document: Json, raw: unknown, pointer: string): Response[] {
  if (!isObject(raw)) return [];
  return Object.keys(raw).flatMap((status) => {
    if (isExtension("responses", status)) return [];
    const found = usable(document, raw[status], `${pointer}/${escapeSegment(status)}`);
    if (!found) return [];
    const { value, pointer: at } = found;
    const documented = headers(document, value.headers, `${at}/headers`);
    return {
      status,
      description: optionalString(value.description),
      content: content(value.content, `${at}/content`),
      shape: optionalString(value["x-shape"]),
      ...(documented.length ? { headers: documented } : {}),
      pointer: at,
    };
  });
}

/** A response's headers, `$ref`s resolved; `Content-Type` is left out, as OpenAPI says to ignore it there. */
function headers(document: Json, raw: unknown, pointer: string): ResponseHeader[] {
  if (!isObject(raw)) return [];
  return Object.keys(raw).flatMap((name) => {
    if (name.toLowerCase() === "content-type") return [];
    const found = usable(document, raw[name], `${pointer}/${escapeSegment(name)}`);
    if (!found) return [];
    const types = typesOf(usable(document, found.value.schema, `${found.pointer}/schema`)?.value);
    return [{ name, required: found.value.required === true, pointer: found.pointer, ...(types && { types }) }];
  });
}

/** The types a header's schema names, as ResponseHeader `types` says. */
function typesOf(schema: Json | undefined): string[] | undefined {
  const named = typeof schema?.type === "string" ? [schema.type] : Array.isArray(schema?.type) ? schema.type : [];
  const types = named.filter((t): t is string => typeof t === "string");
  if (types.length === 0) return undefined;
  if (schema?.nullable === true) types.push("null");
  return [...new Set(types)].sort();
}

function security(raw: unknown): SecurityRequirement[][] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(isObject)
    .map((alt) => Object.keys(alt).map((scheme) => ({ scheme, scopes: strings(alt[scheme]) })));
}

function securitySchemes(document: Json, raw: unknown): Record<string, SecurityScheme> {
  const out = dictionary<SecurityScheme>([]);
  if (!isObject(raw)) return out;
  for (const name of Object.keys(raw)) {
    const found = usable(document, raw[name], formatPointer(["components", "securitySchemes", name]));
    if (!found) continue;
    const { value, pointer } = found;
    out[name] = {
      name,
      type: valueText(value.type ?? ""),
      in: optionalString(value.in),
      paramName: optionalString(value.name),
      scheme: optionalString(value.scheme),
      pointer,
    };
  }
  return out;
}

/**
 * A record keyed by names from the spec, without a prototype: looking up a name the spec does not define (a security
 * requirement naming a scheme `constructor`, a filter field `toString`) finds nothing, and `__proto__` is a key.
 */
function dictionary<T>(entries: [string, T][]): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A list as strings; anything else is an empty list (a slip the loader has warned about). */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(valueText) : [];
}

/** Where the schema of a parameter or a media type is in the document. */
export const schemaPointer = (p: Pick<Parameter, "pointer" | "schemaPointer">): string =>
  p.schemaPointer ?? `${p.pointer}/schema`;
