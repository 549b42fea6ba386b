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

export interface Failure {
  data?: undefined;
  error: ApiError;
  status: number;
  headers: Headers;
  requestId?: string;
}

export type Result<T> = Success<T> | Failure;

/** Returns the data of a successful result, or throws its ApiError. */
export function unwrap<T>(result: Result<T>): T {
  if (result.error !== undefined) throw result.error;
  return result.data;
}
