/**
 * The runtime's public surface, re-exported for the generated entry points and for consumers who catch its errors.
 * Internal helpers (URL building, body reading, signals) are deliberately not exported, but for the parts (parts.ts) a
 * generated entry point passes to `createClientWith`, each exported as `<name>Part`.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

export {
  createClientWith,
  createRuntimeClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  type Client,
  type ClientOptions,
  type FetchLike,
  type RequestEvent,
  type RuntimeClientOptions,
  type VersionParameter,
} from "./client.js";
export type { AuthOptions } from "./auth.js";
export {
  schemeAuth,
  type BasicCredential,
  type Credential,
  type SchemeAuth,
  type SchemeCredentials,
  type SchemeSpec,
} from "./scheme-auth.js";
export {
  ApiError,
  EmptyBodyError,
  NetworkError,
  ParseError,
  RateLimitError,
  RedirectError,
  RequestError,
  ResponseTooLargeError,
  RevforgeError,
  TimeoutError,
  UnexpectedContentTypeError,
  type ApiErrorItem,
  type RevforgeErrorCode,
} from "./errors.js";
export { lifecycleWarning, type Lifecycle } from "./lifecycle.js";
export type {
  AuthKind,
  CallArgs,
  CallOptions,
  HttpMethod,
  MultipartBody,
  OperationDescriptor,
  RawBody,
} from "./operation.js";
export { items, pages } from "./paginate.js";
export type { BodyEncoder, Parts } from "./parts.js";
export {
  formEncoded as formPart,
  jsonArgs as jsonPart,
  multipartBody as multipartPart,
  rawBody as rawPart,
  styledField as formStylesPart,
} from "./encode.js";
export { cookiePairs as cookiesPart } from "./headers.js";
export { serializeQuery as queryPart } from "./query.js";
export { readData as dataPart } from "./response.js";
export { expandPath as pathPart } from "./url.js";
export { Redactor } from "./redact.js";
export { unwrap, type ErrorBody, type Failure, type Result, type Success } from "./result.js";
export { DEFAULT_RETRY, type RetryOptions } from "./retry.js";
export { UnshimmableChangeError, type UnshimmableChange } from "./unshimmable-error.js";
