/**
 * What a call returns. Documented API errors are values, not exceptions (the openapi-fetch `{ data, error }` shape,
 * discriminated on `error`), because a 404 or a 422 is an answer the caller usually handles; failures of the
 * transport are thrown (errors.ts). `unwrap` turns a Result into "data or throw" for callers who prefer exceptions.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import type { ApiError } from "./errors.js";

export interface Success<T> {
  data: T;
  error?: undefined;
  status: number;
  headers: Headers;
  requestId?: string;
}

export interface Failure<E = unknown> {
  data?: undefined;
  error: ApiError<E>;
  status: number;
  headers: Headers;
  requestId?: string;
}

/** `E`: the JSON error bodies the operation documents (ErrorBody), the type of `error.body`. */
export type Result<T, E = unknown> = Success<T> | Failure<E>;

/**
 * The JSON bodies an operation's `responses` (as openapi-typescript prints them) document for 4xx, 5xx and `default`
 * answers: what its ApiError's `body` holds when the server answers as documented (a 3xx is thrown as RedirectError).
 * Media types are matched as the runtime reads them (`application/json` and `+json`, case aside); `unknown` when none
 * matches, never a false `never`. A server can still answer a status or shape its document does not name, so check
 * `error.status` first.
 */
export type ErrorBody<Responses> = [ErrorBodies<Responses>] extends [never] ? unknown : ErrorBodies<Responses>;

type ErrorBodies<Responses> = {
  [S in keyof Responses]: `${S & (string | number)}` extends ErrorStatus ? JsonBodies<Responses[S]> : never;
}[keyof Responses];

type ErrorStatus = `4${string}` | `5${string}` | "default";

type JsonBodies<R> = R extends { content: infer C }
  ? { [M in keyof C]: Lowercase<M & string> extends JsonMediaType ? C[M] : never }[keyof C]
  : never;

type JsonMediaType = "application/json" | `application/json;${string}` | `${string}+json` | `${string}+json;${string}`;

/** Returns the data of a successful result, or throws its ApiError. */
export function unwrap<T>(result: Result<T>): T {
  if (result.error !== undefined) throw result.error;
  return result.data;
}
