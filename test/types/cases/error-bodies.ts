/**
 * An error result's `body` is typed from the JSON bodies the operation documents for its 4xx, 5xx and `default`
 * answers (`ErrorBody`), as openapi-fetch types its `error`: the service's API error document here. `ErrorBody` itself
 * matches media types as the runtime reads them and gives `unknown`, never `never`, when nothing documented is JSON.
 */
import { createClient, getProfile, unwrap, type ErrorBody, type Result } from "@revforge/client/2024-05-15";

const client = createClient({ auth: { privateKey: "pk" } });
const result = await getProfile(client, { path: { id: "01H" } });
if (result.error !== undefined) {
  const detail: string | undefined = result.error.body?.errors[0]?.detail;
  void detail;
  // @ts-expect-error TS18048 the body is undefined when the answer is no JSON
  void result.error.body.errors;
  // @ts-expect-error TS2339 the documented error body has no `message`
  void result.error.body?.message;
}
// unwrap still takes a result whose error body is typed.
const profile = unwrap(await getProfile(client, { path: { id: "01H" } }));
void profile;
// A result with a typed error is still a Result with the default (unknown) error body.
const loose: Result<unknown> = result;
void loose;

interface Responses {
  200: { content: { "application/json": { ok: true } } };
  301: { content: { "application/json": { moved: string } } };
  404: { content: { "Application/Problem+JSON": { title: string } } };
  "5XX": { content: { "text/plain": string } };
  default: { content: { "application/json; charset=utf-8": { code: number } } };
}
const problem: ErrorBody<Responses> = { title: "not found" };
const coded: ErrorBody<Responses> = { code: 429 };
void [problem, coded];
// @ts-expect-error TS2353 a 2xx body is no error body
const success: ErrorBody<Responses> = { ok: true };
// @ts-expect-error TS2322 a text/plain answer is not parsed, so it is no error body
const text: ErrorBody<Responses> = "busy";
// @ts-expect-error TS2353 a 3xx is thrown as a RedirectError, its body never read
const moved: ErrorBody<Responses> = { moved: "/elsewhere" };
void [success, text, moved];

// Nothing documented as JSON: unknown, which takes any value, not never, which would take none.
type NoJson = ErrorBody<{
  200: { content: { "application/json": object } };
  404: { content: { "text/html": string } };
}>;
const anything: NoJson = Symbol("any");
const isUnknown: unknown extends NoJson ? true : false = true;
void [anything, isUnknown];
