/**
 * Legacy v1/v2 calls (specs/legacy.yaml; the legacy API retired on 2024-06-30) converted to the revisioned requests
 * that replace them (service document, "Endpoints": Track Profile Activity by Create Event, Identify Profile by
 * Create or Update Profile, Subscribe/Unsubscribe Profiles to/from List by the bulk jobs, Exclude Profile From All
 * Email by Suppress Profiles), by the document's legacy identifier mapping table:
 *
 *   $email → email   $phone_number → phone_number   $anonymous → anonymous_id   $id → external_id
 *   $exchange_id → _kx   $kid → the profile's data.id   $city/$region/$country/$zip → location.city/region/country/zip
 *   $first_name/$last_name/$image → first_name/last_name/image   any other property → properties (custom)
 *   track: customer_properties → the event's profile; $event_id → unique_id; $value → value; event → metric name
 *
 * Subscribe, unsubscribe and suppress jobs take up to 100 profiles ("Limits"), so a legacy call with more becomes
 * several requests, sent one after the other; their results come back in order. The legacy `token` (the public key
 * inside `data`) is not sent: the revisioned operations authenticate with the client's own credentials.
 *
 * The generated `legacy` entry point (generator/shims/legacy.ts) binds each legacy function to the latest revision's
 * operation descriptor and calls `legacyCall`.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import type { Client } from "./client.js";
import { RequestError } from "./errors.js";
import type { CallArgs, CallOptions, OperationDescriptor } from "./operation.js";
import type { Result } from "./result.js";
import { isObj, putOwn } from "./upgrade-paths.js";
import type {
  LegacyData,
  LegacyEventProperties,
  LegacyExcludeArgs,
  LegacyExcludeManyArgs,
  LegacyIdentifyArgs,
  LegacyIdentifyData,
  LegacyIdentifyGetArgs,
  LegacyKind,
  LegacyProfileProperties,
  LegacySubscribeArgs,
  LegacySubscribeProfile,
  LegacyTrackArgs,
  LegacyTrackData,
  LegacyTrackGetArgs,
  LegacyUnsubscribeArgs,
} from "./upgrade-legacy-types.js";
export type {
  LegacyData,
  LegacyEventProperties,
  LegacyExcludeArgs,
  LegacyExcludeManyArgs,
  LegacyIdentifyArgs,
  LegacyIdentifyData,
  LegacyIdentifyGetArgs,
  LegacyKind,
  LegacyProfileProperties,
  LegacySubscribeArgs,
  LegacySubscribeProfile,
  LegacyTrackArgs,
  LegacyTrackData,
  LegacyTrackGetArgs,
  LegacyUnsubscribeArgs,
} from "./upgrade-legacy-types.js";

/** Profiles per subscribe, unsubscribe or suppress request (service document, "Limits"). */
export const LEGACY_CHUNK = 100;

type Obj = Record<string, unknown>;

/** The identifier mapping table's direct rows: legacy field → profile attribute. */
export const LEGACY_PROFILE_FIELDS: Readonly<Record<string, string>> = {
  $email: "email",
  $phone_number: "phone_number",
  $anonymous: "anonymous_id",
  $id: "external_id",
  $exchange_id: "_kx",
  $first_name: "first_name",
  $last_name: "last_name",
  $image: "image",
};

/** The location rows: legacy field → `location.<field>`. */
export const LEGACY_LOCATION_FIELDS: Readonly<Record<string, string>> = {
  $city: "city",
  $region: "region",
  $country: "country",
  $zip: "zip",
};

/** Legacy profile properties as a JSON:API profile: `id` from `$kid`, attributes by the mapping table. */
export function legacyProfile(props: LegacyProfileProperties | undefined): { id?: string; attributes: Obj } {
  const attributes: Obj = {};
  const location: Obj = {};
  const custom: Obj = {};
  let id: string | undefined;
  for (const key of Object.keys(props ?? {})) {
    const value = (props as Obj)[key];
    if (value === undefined) continue;
    const direct = own(LEGACY_PROFILE_FIELDS, key);
    const place = own(LEGACY_LOCATION_FIELDS, key);
    if (key === "$kid") id = text(value);
    else if (direct !== undefined) putOwn(attributes, direct, value);
    else if (place !== undefined) putOwn(location, place, value);
    else putOwn(custom, key, value);
  }
  if (Object.keys(location).length > 0) attributes.location = location;
  if (Object.keys(custom).length > 0) attributes.properties = custom;
  return id === undefined ? { attributes } : { id, attributes };
}

/** Track Profile Activity → the Create Event request. */
export function trackRequest(data: LegacyTrackData): CallArgs {
  const attributes: Obj = {};
  if (data.customer_properties !== undefined) {
    const p = legacyProfile(data.customer_properties);
    attributes.profile = { data: { type: "profile", ...p } };
  }
  if (data.event !== undefined)
    attributes.metric = { data: { type: "metric", attributes: { name: text(data.event) } } };
  const properties: Obj = {};
  for (const key of Object.keys(data.properties ?? {})) {
    const value = (data.properties as Obj)[key];
    if (value === undefined) continue;
    if (key === "$event_id") attributes.unique_id = text(value);
    else if (key === "$value") attributes.value = value;
    else if (key === "$attribution")
      throw new RequestError(
        "legacy track: $attribution cannot be sent: the revisioned API removed it from event properties " +
          "(RemoveAttributionFromEventCreation, 2024-02-15); read attributions with include=attributions on Get Events",
      );
    else putOwn(properties, key, value);
  }
  attributes.properties = properties;
  return { body: { data: { type: "event", attributes } } };
}

/** Identify Profile → the Create or Update Profile request. */
export function identifyRequest(data: LegacyIdentifyData): CallArgs {
  const p = legacyProfile(data.properties);
  return { body: { data: { type: "profile", ...p } } };
}

/** Subscribe Profiles to List → Subscribe Profiles jobs of up to 100 profiles, consent stated explicitly. */
export function subscribeRequests(args: LegacySubscribeArgs): CallArgs[] {
  const list = listRelationship(args.path?.list_id);
  const profiles = (args.body?.profiles ?? []).map((p): Obj => {
    const item = p as Obj;
    const attributes: Obj = {};
    const subscriptions: Obj = {};
    if (item.email !== undefined) {
      attributes.email = item.email;
      subscriptions.email = { marketing: { consent: "SUBSCRIBED" } };
    }
    if (item.phone_number !== undefined) {
      attributes.phone_number = item.phone_number;
      if (consents(item.sms_consent)) subscriptions.sms = { marketing: { consent: "SUBSCRIBED" } };
    }
    attributes.subscriptions = subscriptions;
    return { type: "profile", attributes };
  });
  return chunks(profiles).map((data) => ({
    body: {
      data: {
        type: "profile-subscription-bulk-create-job",
        attributes: { profiles: { data } },
        relationships: { list },
      },
    },
  }));
}

/** Unsubscribe Profiles From List → Unsubscribe Profiles jobs of up to 100 profiles (emails first). */
export function unsubscribeRequests(args: LegacyUnsubscribeArgs): CallArgs[] {
  const list = listRelationship(args.path?.list_id);
  const profiles: Obj[] = [
    ...(args.body?.emails ?? []).map((email) => ({ type: "profile", attributes: { email } })),
    ...(args.body?.phone_numbers ?? []).map((phone_number) => ({ type: "profile", attributes: { phone_number } })),
  ];
  return chunks(profiles).map((data) => ({
    body: {
      data: {
        type: "profile-subscription-bulk-delete-job",
        attributes: { profiles: { data } },
        relationships: { list },
      },
    },
  }));
}

/** Exclude Profile From All Email (one email, or many) → Suppress Profiles jobs of up to 100 profiles. */
export function exclusionRequests(emails: readonly string[]): CallArgs[] {
  const profiles = emails.map((email): Obj => ({ type: "profile", attributes: { email } }));
  return chunks(profiles).map((data) => ({
    body: { data: { type: "profile-suppression-bulk-create-job", attributes: { profiles: { data } } } },
  }));
}

/**
 * One legacy call: converts it and sends the revisioned request(s) through `client` with `op` (the latest revision's
 * operation). Track and identify give one Result; the list and exclusion calls one Result per request, in order.
 */
export async function legacyCall(
  client: Client<string | null>,
  op: OperationDescriptor,
  kind: LegacyKind,
  args: unknown,
  options?: CallOptions,
): Promise<Result<unknown> | Result<unknown>[]> {
  const a = (isObj(args) ? args : {}) as Obj;
  const body = (isObj(a.body) ? a.body : {}) as Obj;
  const query = (isObj(a.query) ? a.query : {}) as Obj;
  switch (kind) {
    case "track":
    case "trackGet":
      return client.request(op, trackRequest(legacyData(kind === "track" ? body.data : query.data)), options);
    case "identify":
    case "identifyGet":
      return client.request(op, identifyRequest(legacyData(kind === "identify" ? body.data : query.data)), options);
    case "subscribe":
      return sendEach(client, op, subscribeRequests(a as unknown as LegacySubscribeArgs), options);
    case "unsubscribe":
      return sendEach(client, op, unsubscribeRequests(a as unknown as LegacyUnsubscribeArgs), options);
    case "exclude":
      return sendEach(client, op, exclusionRequests(body.email === undefined ? [] : [text(body.email)]), options);
    case "excludeMany":
      return sendEach(client, op, exclusionRequests(Array.isArray(body.emails) ? body.emails.map(text) : []), options);
  }
}

async function sendEach(
  client: Client<string | null>,
  op: OperationDescriptor,
  requests: CallArgs[],
  options: CallOptions | undefined,
): Promise<Result<unknown>[]> {
  const results: Result<unknown>[] = [];
  for (const args of requests) results.push(await client.request(op, args, options));
  return results;
}

/** The legacy `data` as an object: given as one, as JSON text, or as base64-encoded JSON. */
export function legacyData<T extends object>(value: unknown): T {
  if (isObj(value)) return value as T;
  if (typeof value !== "string") throw new RequestError("legacy data must be an object, JSON text or base64 JSON");
  const text = /^\s*\{/.test(value) ? value : decodeBase64(value);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RequestError("legacy data is neither JSON nor base64-encoded JSON");
  }
  if (!isObj(parsed)) throw new RequestError("legacy data must hold a JSON object");
  return parsed as T;
}

function decodeBase64(value: string): string {
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    throw new RequestError("legacy data is neither JSON nor base64-encoded JSON");
  }
}

/** A legacy value as text: strings as they are, other scalars printed, anything else as its JSON. */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

function listRelationship(id: unknown): Obj {
  if (typeof id !== "string" || id === "") throw new RequestError("legacy list call: path.list_id is required");
  return { data: { type: "list", id } };
}

/** Legacy `sms_consent` (its type is not shown): true, 1, or "true"/"yes"/"1" in any case give consent. */
function consents(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === "string" && ["true", "yes", "1"].includes(value.trim().toLowerCase());
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += LEGACY_CHUNK) out.push(items.slice(i, i + LEGACY_CHUNK));
  return out;
}

function own(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
