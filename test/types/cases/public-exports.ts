/**
 * Code written against a revision imports everything it names from that revision's entry point: the error classes
 * it catches (UnshimmableChangeError included), `unwrap`, and the types of the client, its options and results, with
 * no second import from `@revforge/client/runtime`. The oldest entry point (with upgrades) and the latest (without)
 * both declare the runtime's classes (that they are the same objects at run time is checked by test/consumer).
 */
import {
  ApiError,
  createClient,
  getProfiles,
  NetworkError,
  RateLimitError,
  RevforgeError,
  TimeoutError,
  UnshimmableChangeError,
  unwrap,
  type ApiErrorItem,
  type Client,
  type ClientOptions,
  type FetchLike,
  type RequestEvent,
  type Result,
  type RevforgeErrorCode,
  type UnshimmableChange,
} from "@revforge/client/2022-10-17";
import * as latest from "@revforge/client/2024-05-15";
// @ts-expect-error TS2305 the pagers' building blocks stay at @revforge/client/runtime
import { pages } from "@revforge/client/2024-05-15";
import * as runtime from "@revforge/client/runtime";

// The runtime's class types, whichever specifier they come from.
const sameApiError: typeof runtime.ApiError = ApiError;
const sameUnshimmable: typeof runtime.UnshimmableChangeError = latest.UnshimmableChangeError;
void [sameApiError, sameUnshimmable, pages];

const fetchWithLog: FetchLike = async (input, init) => {
  console.log(init.method, input);
  return fetch(input, init);
};
const log: RequestEvent[] = [];
const options: ClientOptions = {
  auth: { privateKey: "pk" },
  fetch: fetchWithLog,
  onRequest: (event) => void log.push(event),
};
const client: Client<"2022-10-17"> = createClient({ ...options, upgradeTo: "2024-05-15" });
const latestClient: latest.Client<"2024-05-15"> = latest.createClient(options);
void latestClient;

// @ts-expect-error TS2322 a FetchLike gets the URL as a string and must return a Response promise
const notFetch: FetchLike = (input: URL) => input;
void notFetch;

async function firstProfileId(): Promise<string | undefined> {
  try {
    const result: Result<unknown> = await getProfiles(client, {});
    if (result.error) {
      const items: readonly ApiErrorItem[] = result.error.errors;
      return items[0]?.code;
    }
    const page = unwrap(await getProfiles(client, {}));
    return page.data?.[0]?.id;
  } catch (e) {
    if (e instanceof UnshimmableChangeError) {
      const change: UnshimmableChange = e;
      return `${change.change}: ${change.manualStep}`;
    }
    if (e instanceof RateLimitError) return String(e.retryAfterMs);
    if (e instanceof TimeoutError || e instanceof NetworkError) return e.message;
    if (e instanceof RevforgeError) {
      const code: RevforgeErrorCode = e.code;
      // @ts-expect-error TS2367 the error codes are a closed set
      return code === "no_such_code" ? undefined : code;
    }
    throw e;
  }
}
void firstProfileId;
