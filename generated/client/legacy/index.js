/* generated from specs/legacy.yaml and specs/2024-05-15.yaml by revforge - do not edit */
import { legacyCall } from "../runtime/upgrade-legacy.js";
import { createEventOperation, createOrUpdateProfileOperation, subscribeProfilesOperation, suppressProfilesOperation, unsubscribeProfilesOperation } from "../revisions/2024-05-15/index.js";
export { createClient, revision, unwrap } from "../revisions/2024-05-15/index.js";

export function legacyTrackProfileActivity(client, args, options) {
  return legacyCall(client, createEventOperation, "track", args, options);
}

export function legacyTrackProfileActivityGet(client, args, options) {
  return legacyCall(client, createEventOperation, "trackGet", args, options);
}

export function legacyIdentifyProfile(client, args, options) {
  return legacyCall(client, createOrUpdateProfileOperation, "identify", args, options);
}

export function legacyIdentifyProfileGet(client, args, options) {
  return legacyCall(client, createOrUpdateProfileOperation, "identifyGet", args, options);
}

export function legacySubscribeProfilesToList(client, args, options) {
  return legacyCall(client, subscribeProfilesOperation, "subscribe", args, options);
}

export function legacyUnsubscribeProfilesFromList(client, args, options) {
  return legacyCall(client, unsubscribeProfilesOperation, "unsubscribe", args, options);
}

export function legacyExcludeProfileFromAllEmail(client, args, options) {
  return legacyCall(client, suppressProfilesOperation, "exclude", args, options);
}

export function excludeProfilesFromAllEmail(client, args, options) {
  return legacyCall(client, suppressProfilesOperation, "excludeMany", args, options);
}
