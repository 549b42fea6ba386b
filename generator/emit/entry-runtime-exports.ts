/**
 * What every revision entry point re-exports from the runtime, so that code written against a revision imports all it
 * names from that one specifier: the error classes it catches (those a call throws, `ApiError` of an error result,
 * `UnshimmableChangeError` of an upgraded client), `unwrap`, and the types of the client, its options and its results.
 * The rest of the runtime (pagers, the descriptor-level client, constants) stays at `<package>/runtime`. Operations
 * never take these names (names.ts).
 */
export const entryRuntimeValues = [
  "unwrap",
  "ApiError",
  "EmptyBodyError",
  "NetworkError",
  "ParseError",
  "RateLimitError",
  "RedirectError",
  "RequestError",
  "ResponseTooLargeError",
  "RevforgeError",
  "TimeoutError",
  "UnexpectedContentTypeError",
  "UnshimmableChangeError",
];

export const entryRuntimeTypes = [
  "ApiErrorItem",
  "AuthOptions",
  "CallOptions",
  "Client",
  "ClientOptions",
  "ErrorBody",
  "Failure",
  "FetchLike",
  "RequestEvent",
  "Result",
  "RetryOptions",
  "RevforgeErrorCode",
  "Success",
  "UnshimmableChange",
];
