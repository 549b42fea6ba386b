/**
 * The legacy v1/v2 call shapes the `legacy` entry point accepts (specs/legacy.yaml): the `data` payloads of track and
 * identify (with the legacy identifier fields of the document's mapping table) and the arguments of the list and
 * exclusion calls, as the legacy operations took them. Converted by upgrade-legacy.ts.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

export interface LegacyProfileProperties {
  $email?: string;
  $phone_number?: string;
  $anonymous?: string;
  $id?: string;
  $exchange_id?: string;
  $kid?: string;
  $city?: string;
  $region?: string;
  $country?: string;
  $zip?: string;
  $first_name?: string;
  $last_name?: string;
  $image?: string;
  [custom: string]: unknown;
}

export interface LegacyEventProperties {
  $event_id?: string;
  $value?: number;
  [custom: string]: unknown;
}

export interface LegacyTrackData {
  token?: string;
  /** The metric name. */
  event?: unknown;
  customer_properties?: LegacyProfileProperties;
  properties?: LegacyEventProperties;
}

export interface LegacyIdentifyData {
  token?: string;
  properties?: LegacyProfileProperties;
}

/** The legacy `data`: the JSON object, its JSON text (the form field), or base64-encoded JSON (the GET variant). */
export type LegacyData<T> = T | string;

export interface LegacyTrackArgs {
  body: { data: LegacyData<LegacyTrackData> };
}
export interface LegacyTrackGetArgs {
  query: { data: string };
}
export interface LegacyIdentifyArgs {
  body: { data: LegacyData<LegacyIdentifyData> };
}
export interface LegacyIdentifyGetArgs {
  query: { data: string };
}
export type LegacySubscribeProfile = { email?: string } | { phone_number?: string; sms_consent?: unknown };
export interface LegacySubscribeArgs {
  path: { list_id: string };
  body: { profiles?: LegacySubscribeProfile[] };
}
export interface LegacyUnsubscribeArgs {
  path: { list_id: string };
  body: { emails?: string[]; phone_numbers?: string[] };
}
export interface LegacyExcludeArgs {
  body: { email?: string };
}
/** Not a legacy operation: many exclusions at once, sent as Suppress Profiles jobs of up to 100. */
export interface LegacyExcludeManyArgs {
  body: { emails: string[] };
}

export type LegacyKind =
  "track" | "trackGet" | "identify" | "identifyGet" | "subscribe" | "unsubscribe" | "exclude" | "excludeMany";
