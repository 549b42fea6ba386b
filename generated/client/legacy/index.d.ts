/* generated from specs/legacy.yaml and specs/2024-05-15.yaml by revforge - do not edit */
import type { CallOptions, Client, Result } from "../runtime/index.js";
import type { LegacyTrackArgs, LegacyTrackGetArgs, LegacyIdentifyArgs, LegacyIdentifyGetArgs, LegacySubscribeArgs, LegacyUnsubscribeArgs, LegacyExcludeArgs, LegacyExcludeManyArgs } from "../runtime/upgrade-legacy.js";
import type { CreateEventData, CreateOrUpdateProfileData, SubscribeProfilesData, SuppressProfilesData, UnsubscribeProfilesData } from "../revisions/2024-05-15/index.js";
export { createClient, revision, unwrap } from "../revisions/2024-05-15/index.js";
export type { LegacyTrackArgs, LegacyTrackGetArgs, LegacyIdentifyArgs, LegacyIdentifyGetArgs, LegacySubscribeArgs, LegacyUnsubscribeArgs, LegacyExcludeArgs, LegacyExcludeManyArgs, LegacyEventProperties, LegacyProfileProperties, LegacySubscribeProfile } from "../runtime/upgrade-legacy.js";

/** Track Profile Activity (form `data`), sent as Create Event. */
export declare function legacyTrackProfileActivity(client: Client<"2024-05-15">, args: LegacyTrackArgs, options?: CallOptions): Promise<Result<CreateEventData>>;

/** Track Profile Activity (GET, base64 `data`), sent as Create Event. */
export declare function legacyTrackProfileActivityGet(client: Client<"2024-05-15">, args: LegacyTrackGetArgs, options?: CallOptions): Promise<Result<CreateEventData>>;

/** Identify Profile (form `data`), sent as Create or Update Profile. */
export declare function legacyIdentifyProfile(client: Client<"2024-05-15">, args: LegacyIdentifyArgs, options?: CallOptions): Promise<Result<CreateOrUpdateProfileData>>;

/** Identify Profile (GET, base64 `data`), sent as Create or Update Profile. */
export declare function legacyIdentifyProfileGet(client: Client<"2024-05-15">, args: LegacyIdentifyGetArgs, options?: CallOptions): Promise<Result<CreateOrUpdateProfileData>>;

/** Subscribe Profiles to List, sent as Subscribe Profiles jobs of up to 100 profiles (one Result each). */
export declare function legacySubscribeProfilesToList(client: Client<"2024-05-15">, args: LegacySubscribeArgs, options?: CallOptions): Promise<Result<SubscribeProfilesData>[]>;

/** Unsubscribe Profiles From List, sent as Unsubscribe Profiles jobs of up to 100 profiles (one Result each). */
export declare function legacyUnsubscribeProfilesFromList(client: Client<"2024-05-15">, args: LegacyUnsubscribeArgs, options?: CallOptions): Promise<Result<UnsubscribeProfilesData>[]>;

/** Exclude Profile From All Email, sent as a Suppress Profiles job. */
export declare function legacyExcludeProfileFromAllEmail(client: Client<"2024-05-15">, args: LegacyExcludeArgs, options?: CallOptions): Promise<Result<SuppressProfilesData>[]>;

/** Many exclusions at once, sent as Suppress Profiles jobs of up to 100 profiles (one Result each). */
export declare function excludeProfilesFromAllEmail(client: Client<"2024-05-15">, args: LegacyExcludeManyArgs, options?: CallOptions): Promise<Result<SuppressProfilesData>[]>;
