/**
 * API error documents ("Resources / API error object": `errors[]` of id, status, code, title, detail, source).
 *
 * The three the document describes are read from specs/shared/errors.yaml's examples, so the sandbox answers with
 * exactly the bodies the specs promise: 401 authentication_failed, 401 not_authenticated (`source.pointer` `/data/`)
 * and 404 for an unknown revision. Each gets a fresh UUID as its `id`, as a real service would. The others (429, the
 * public key, a body nested too deeply, Prism's rejections, routing) are the sandbox's own wording in the same shape;
 * their `code` values are marked in the README as not from the document.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { specsDir } from "../../../generator/load/spec-files.js";
import { uuid } from "../random.js";

export interface ApiError {
  id: string;
  status: number;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string };
}

export interface ApiErrorDocument {
  errors: ApiError[];
}

type Example = Omit<ApiError, "id">;

function examples(): Record<"AuthenticationFailed" | "NotAuthenticated" | "UnknownRevision", Example> {
  const doc = YAML.parse(readFileSync(path.join(specsDir, "shared", "errors.yaml"), "utf8"), { uniqueKeys: true }) as {
    components: { examples: Record<string, { value: { errors: ApiError[] } }> };
  };
  const pick = (name: string): Example => {
    const item = doc.components.examples[name]?.value.errors[0];
    if (!item) throw new Error(`specs/shared/errors.yaml has no example ${name}`);
    const { id: _id, ...rest } = item;
    return rest;
  };
  return {
    AuthenticationFailed: pick("AuthenticationFailed"),
    NotAuthenticated: pick("NotAuthenticated"),
    UnknownRevision: pick("UnknownRevision"),
  };
}

/** The documented bodies without their `id`, for tests to compare against. */
export const DOCUMENTED = examples();

export function apiError(fields: Example): ApiErrorDocument {
  return { errors: [{ id: uuid(), ...structuredClone(fields) }] };
}

export const authenticationFailed = () => apiError(DOCUMENTED.AuthenticationFailed);
export const notAuthenticated = () => apiError(DOCUMENTED.NotAuthenticated);
export const unknownRevision = () => apiError(DOCUMENTED.UnknownRevision);

export function throttled(retryAfterSeconds: number): ApiErrorDocument {
  return apiError({
    status: 429,
    code: "throttled",
    title: "Request was throttled.",
    detail: `Request was throttled. Expected available in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`,
  });
}

/** A JSON body nested deeper than `server.maxJsonDepth` (http/json-depth.ts), refused before anything parses it. */
export function nestedTooDeeply(maxDepth: number): ApiErrorDocument {
  return apiError({
    status: 400,
    code: "parse_error",
    title: "JSON nested too deeply.",
    detail: `The body nests objects and arrays more than ${maxDepth} levels deep, the sandbox's limit.`,
  });
}

export const PUBLIC_KEY_MISSING: Example = {
  status: 401,
  code: "not_authenticated",
  title: "Credentials not provided.",
  detail: "Client endpoints take the public key in the company_id query parameter, once, and no Authorization header.",
};

export const PUBLIC_KEY_UNKNOWN: Example = {
  status: 401,
  code: "authentication_failed",
  title: "Incorrect authentication credentials.",
  detail: "The public key in company_id does not exist.",
};
