/* generated from specs/2023-01-24.yaml by revforge - do not edit */
import type { CallOptions, Client, ClientOptions, ErrorBody, OperationDescriptor, Result } from "../../runtime/index.js";
import type { operations } from "./types.js";
export type { paths, components, operations, webhooks } from "./types.js";
import type { UpgradeOptions } from "../../runtime/upgrade-hook.js";
export { unwrap, ApiError, EmptyBodyError, NetworkError, ParseError, RateLimitError, RedirectError, RequestError, ResponseTooLargeError, RevforgeError, TimeoutError, UnexpectedContentTypeError, UnshimmableChangeError } from "../../runtime/index.js";
export type { ApiErrorItem, AuthOptions, CallOptions, Client, ClientOptions, ErrorBody, Failure, FetchLike, RequestEvent, Result, RetryOptions, RevforgeErrorCode, Success, UnshimmableChange } from "../../runtime/index.js";
/** The revision every request of this entry point sends. */
export declare const revision: "2023-01-24";
/** The base URL used when createClient is given none. */
export declare const defaultBaseUrl: "https://base-url.invalid";
/** A later revision a client of this entry point can send its calls as (`upgradeTo`). */
export type UpgradeTarget = "2023-02-22" | "2023-06-15" | "2023-07-15" | "2023-08-15" | "2023-09-15" | "2023-10-15" | "2023-12-15" | "2024-02-15" | "2024-05-15";
/** The revisions `createClient({ upgradeTo })` accepts, oldest first. */
export declare const upgradeTargets: readonly UpgradeTarget[];

/** A client for this entry point; the revision header is set on every request. With `upgradeTo`, calls are sent as that later revision through the compatibility shims, the functions keeping this revision's types. */
export declare function createClient(options: ClientOptions & UpgradeOptions<UpgradeTarget>): Client<typeof revision>;

export type CreateCatalogItemArgs = { body: NonNullable<operations["create_catalog_item"]["requestBody"]>["content"]["application/json"]; };
export type CreateCatalogItemData = operations["create_catalog_item"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_catalog_item`. */
export declare const createCatalogItemOperation: OperationDescriptor;

/**
 * Create Catalog Item
 *
 * `POST /api/catalog-items/` (operationId `create_catalog_item`)
 */
export declare function createCatalogItem(client: Client<typeof revision>, args: CreateCatalogItemArgs, options?: CallOptions): Promise<Result<CreateCatalogItemData, ErrorBody<operations["create_catalog_item"]["responses"]>>>;

export type CreateClientEventArgs = { body: NonNullable<operations["create_client_event"]["requestBody"]>["content"]["application/json"]; };
export type CreateClientEventData = operations["create_client_event"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_client_event`. */
export declare const createClientEventOperation: OperationDescriptor;

/**
 * Create Client Event
 *
 * The client-side variant of Create Event, with the public key in `company_id`.
 *
 * `POST /client/events/` (operationId `create_client_event`)
 */
export declare function createClientEvent(client: Client<typeof revision>, args: CreateClientEventArgs, options?: CallOptions): Promise<Result<CreateClientEventData, ErrorBody<operations["create_client_event"]["responses"]>>>;

export type CreateClientSubscriptionArgs = { body: NonNullable<operations["create_client_subscription"]["requestBody"]>["content"]["application/json"]; };
export type CreateClientSubscriptionData = operations["create_client_subscription"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_client_subscription`. */
export declare const createClientSubscriptionOperation: OperationDescriptor;

/**
 * Create Client Subscription
 *
 * One profile per call; can carry profile properties.
 *
 * `POST /client/subscriptions/` (operationId `create_client_subscription`)
 */
export declare function createClientSubscription(client: Client<typeof revision>, args: CreateClientSubscriptionArgs, options?: CallOptions): Promise<Result<CreateClientSubscriptionData, ErrorBody<operations["create_client_subscription"]["responses"]>>>;

export type CreateEventArgs = { body: NonNullable<operations["create_event"]["requestBody"]>["content"]["application/json"]; };
export type CreateEventData = operations["create_event"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_event`. */
export declare const createEventOperation: OperationDescriptor;

/**
 * Create Event
 *
 * Server-side; private key or access token. The event appears under the metric named in the payload. Any value in a field named `service` is ignored. Replaces the legacy Track Profile Activity.
 *
 * `POST /api/events/` (operationId `create_event`)
 * Rate limit: tier XL, steady 3500/m, scope per installed OAuth app instance; a private-key integration has its own quota shared per account.
 */
export declare function createEvent(client: Client<typeof revision>, args: CreateEventArgs, options?: CallOptions): Promise<Result<CreateEventData, ErrorBody<operations["create_event"]["responses"]>>>;

export type CreateProfileArgs = { body: NonNullable<operations["create_profile"]["requestBody"]>["content"]["application/json"]; };
export type CreateProfileData = operations["create_profile"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_profile`. */
export declare const createProfileOperation: OperationDescriptor;

/**
 * Create Profile
 *
 * A phone number is accepted as an identifier even when SMS is not set up for the account (2023-01-11); a successful call then also needs one other identifier: `email`, `external_id` or `anonymous_id`.
 *
 * `POST /api/profiles/` (operationId `create_profile`)
 */
export declare function createProfile(client: Client<typeof revision>, args: CreateProfileArgs, options?: CallOptions): Promise<Result<CreateProfileData, ErrorBody<operations["create_profile"]["responses"]>>>;

export type CreateTagArgs = { body: NonNullable<operations["create_tag"]["requestBody"]>["content"]["application/json"]; };
export type CreateTagData = operations["create_tag"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_tag`. */
export declare const createTagOperation: OperationDescriptor;

/**
 * Create Tag
 *
 * Related object ids travel in `relationships`.
 *
 * `POST /api/tags/` (operationId `create_tag`)
 */
export declare function createTag(client: Client<typeof revision>, args: CreateTagArgs, options?: CallOptions): Promise<Result<CreateTagData, ErrorBody<operations["create_tag"]["responses"]>>>;

export type CreateTemplateArgs = { body: NonNullable<operations["create_template"]["requestBody"]>["content"]["application/json"]; };
export type CreateTemplateData = operations["create_template"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_template`. */
export declare const createTemplateOperation: OperationDescriptor;

/**
 * Create Template
 *
 * `POST /api/templates/` (operationId `create_template`)
 */
export declare function createTemplate(client: Client<typeof revision>, args: CreateTemplateArgs, options?: CallOptions): Promise<Result<CreateTemplateData, ErrorBody<operations["create_template"]["responses"]>>>;

export type CreateTemplateCloneArgs = { body: NonNullable<operations["create_template_clone"]["requestBody"]>["content"]["application/json"]; };
export type CreateTemplateCloneData = operations["create_template_clone"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_template_clone`. */
export declare const createTemplateCloneOperation: OperationDescriptor;

/**
 * Create Template Clone
 *
 * Path since revision 2023-01-24 (before: `/api/templates/{id}/clone/`).
 *
 * `POST /api/template-clone/` (operationId `create_template_clone`)
 */
export declare function createTemplateClone(client: Client<typeof revision>, args: CreateTemplateCloneArgs, options?: CallOptions): Promise<Result<CreateTemplateCloneData, ErrorBody<operations["create_template_clone"]["responses"]>>>;

export type CreateTemplateRenderArgs = { body: NonNullable<operations["create_template_render"]["requestBody"]>["content"]["application/json"]; };
export type CreateTemplateRenderData = operations["create_template_render"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `create_template_render`. */
export declare const createTemplateRenderOperation: OperationDescriptor;

/**
 * Create Template Render
 *
 * Path since revision 2023-01-24 (before: `/api/templates/{id}/render/`).
 *
 * `POST /api/template-render/` (operationId `create_template_render`)
 */
export declare function createTemplateRender(client: Client<typeof revision>, args: CreateTemplateRenderArgs, options?: CallOptions): Promise<Result<CreateTemplateRenderData, ErrorBody<operations["create_template_render"]["responses"]>>>;

export type GetCatalogItemArgs = { path: operations["get_catalog_item"]["parameters"]["path"]; };
export type GetCatalogItemData = operations["get_catalog_item"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_catalog_item`. */
export declare const getCatalogItemOperation: OperationDescriptor;

/**
 * Get Catalog Item
 *
 * `GET /api/catalog-items/{id}/` (operationId `get_catalog_item`)
 */
export declare function getCatalogItem(client: Client<typeof revision>, args: GetCatalogItemArgs, options?: CallOptions): Promise<Result<GetCatalogItemData, ErrorBody<operations["get_catalog_item"]["responses"]>>>;

export type GetCatalogItemsArgs = Record<string, never>;
export type GetCatalogItemsData = operations["get_catalog_items"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_catalog_items`. */
export declare const getCatalogItemsOperation: OperationDescriptor;

/**
 * Get Catalog Items
 *
 * `GET /api/catalog-items/` (operationId `get_catalog_items`)
 */
export declare function getCatalogItems(client: Client<typeof revision>, args?: GetCatalogItemsArgs, options?: CallOptions): Promise<Result<GetCatalogItemsData, ErrorBody<operations["get_catalog_items"]["responses"]>>>;

export type GetEventArgs = { path: operations["get_event"]["parameters"]["path"]; };
export type GetEventData = operations["get_event"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_event`. */
export declare const getEventOperation: OperationDescriptor;

/**
 * Get Event
 *
 * `GET /api/events/{id}/` (operationId `get_event`)
 */
export declare function getEvent(client: Client<typeof revision>, args: GetEventArgs, options?: CallOptions): Promise<Result<GetEventData, ErrorBody<operations["get_event"]["responses"]>>>;

/** One filter expression, `operator(field,value)`; pass several as an array. */
export type GetEventsFilter = `${"equals"}(${"metric_id"},${string})`;
export type GetEventsArgs = { query?: Omit<NonNullable<operations["get_events"]["parameters"]["query"]>, "filter"> & { filter?: GetEventsFilter | readonly GetEventsFilter[]; }; };
export type GetEventsData = operations["get_events"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_events`. */
export declare const getEventsOperation: OperationDescriptor;

/**
 * Get Events
 *
 * `GET /api/events/` (operationId `get_events`)
 */
export declare function getEvents(client: Client<typeof revision>, args?: GetEventsArgs, options?: CallOptions): Promise<Result<GetEventsData, ErrorBody<operations["get_events"]["responses"]>>>;

export type GetFlowArgs = { path: operations["get_flow"]["parameters"]["path"]; };
export type GetFlowData = operations["get_flow"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_flow`. */
export declare const getFlowOperation: OperationDescriptor;

/**
 * Get Flow
 *
 * `GET /api/flows/{id}/` (operationId `get_flow`)
 */
export declare function getFlow(client: Client<typeof revision>, args: GetFlowArgs, options?: CallOptions): Promise<Result<GetFlowData, ErrorBody<operations["get_flow"]["responses"]>>>;

export type GetFlowMessageArgs = { path: operations["get_flow_message"]["parameters"]["path"]; };
export type GetFlowMessageData = operations["get_flow_message"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_flow_message`. */
export declare const getFlowMessageOperation: OperationDescriptor;

/**
 * Get Flow Message
 *
 * `GET /api/flow-messages/{id}/` (operationId `get_flow_message`)
 */
export declare function getFlowMessage(client: Client<typeof revision>, args: GetFlowMessageArgs, options?: CallOptions): Promise<Result<GetFlowMessageData, ErrorBody<operations["get_flow_message"]["responses"]>>>;

export type GetFlowsArgs = Record<string, never>;
export type GetFlowsData = operations["get_flows"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_flows`. */
export declare const getFlowsOperation: OperationDescriptor;

/**
 * Get Flows
 *
 * Pagination style not shown in the document for this revision; cursor pagination comes in 2023-02-22.
 *
 * `GET /api/flows/` (operationId `get_flows`)
 */
export declare function getFlows(client: Client<typeof revision>, args?: GetFlowsArgs, options?: CallOptions): Promise<Result<GetFlowsData, ErrorBody<operations["get_flows"]["responses"]>>>;

export type GetListArgs = { path: operations["get_list"]["parameters"]["path"]; };
export type GetListData = operations["get_list"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_list`. */
export declare const getListOperation: OperationDescriptor;

/**
 * Get List
 *
 * `GET /api/lists/{id}/` (operationId `get_list`)
 */
export declare function getList(client: Client<typeof revision>, args: GetListArgs, options?: CallOptions): Promise<Result<GetListData, ErrorBody<operations["get_list"]["responses"]>>>;

export type GetListProfilesArgs = { path: operations["get_list_profiles"]["parameters"]["path"]; };
export type GetListProfilesData = operations["get_list_profiles"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_list_profiles`. */
export declare const getListProfilesOperation: OperationDescriptor;

/**
 * Get List Profiles
 *
 * `GET /api/lists/{list_id}/profiles/` (operationId `get_list_profiles`)
 */
export declare function getListProfiles(client: Client<typeof revision>, args: GetListProfilesArgs, options?: CallOptions): Promise<Result<GetListProfilesData, ErrorBody<operations["get_list_profiles"]["responses"]>>>;

export type GetListsArgs = Record<string, never>;
export type GetListsData = operations["get_lists"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_lists`. */
export declare const getListsOperation: OperationDescriptor;

/**
 * Get Lists
 *
 * `GET /api/lists/` (operationId `get_lists`)
 */
export declare function getLists(client: Client<typeof revision>, args?: GetListsArgs, options?: CallOptions): Promise<Result<GetListsData, ErrorBody<operations["get_lists"]["responses"]>>>;

export type GetMetricArgs = { path: operations["get_metric"]["parameters"]["path"]; };
export type GetMetricData = operations["get_metric"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_metric`. */
export declare const getMetricOperation: OperationDescriptor;

/**
 * Get Metric
 *
 * `GET /api/metrics/{id}/` (operationId `get_metric`)
 */
export declare function getMetric(client: Client<typeof revision>, args: GetMetricArgs, options?: CallOptions): Promise<Result<GetMetricData, ErrorBody<operations["get_metric"]["responses"]>>>;

export type GetMetricsArgs = Record<string, never>;
export type GetMetricsData = operations["get_metrics"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_metrics`. */
export declare const getMetricsOperation: OperationDescriptor;

/**
 * Get Metrics
 *
 * `GET /api/metrics/` (operationId `get_metrics`)
 */
export declare function getMetrics(client: Client<typeof revision>, args?: GetMetricsArgs, options?: CallOptions): Promise<Result<GetMetricsData, ErrorBody<operations["get_metrics"]["responses"]>>>;

export type GetProfileArgs = { path: operations["get_profile"]["parameters"]["path"]; };
export type GetProfileData = operations["get_profile"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_profile`. */
export declare const getProfileOperation: OperationDescriptor;

/**
 * Get Profile
 *
 * `GET /api/profiles/{id}/` (operationId `get_profile`)
 */
export declare function getProfile(client: Client<typeof revision>, args: GetProfileArgs, options?: CallOptions): Promise<Result<GetProfileData, ErrorBody<operations["get_profile"]["responses"]>>>;

export type GetProfilesArgs = { query?: NonNullable<operations["get_profiles"]["parameters"]["query"]>; };
export type GetProfilesData = operations["get_profiles"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_profiles`. */
export declare const getProfilesOperation: OperationDescriptor;

/**
 * Get Profiles
 *
 * The `updated` filter was removed from this operation on 2022-11-02 (took effect immediately).
 *
 * `GET /api/profiles/` (operationId `get_profiles`)
 */
export declare function getProfiles(client: Client<typeof revision>, args?: GetProfilesArgs, options?: CallOptions): Promise<Result<GetProfilesData, ErrorBody<operations["get_profiles"]["responses"]>>>;

export type GetSegmentArgs = { path: operations["get_segment"]["parameters"]["path"]; };
export type GetSegmentData = operations["get_segment"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_segment`. */
export declare const getSegmentOperation: OperationDescriptor;

/**
 * Get Segment
 *
 * `GET /api/segments/{id}/` (operationId `get_segment`)
 */
export declare function getSegment(client: Client<typeof revision>, args: GetSegmentArgs, options?: CallOptions): Promise<Result<GetSegmentData, ErrorBody<operations["get_segment"]["responses"]>>>;

export type GetSegmentProfilesArgs = { path: operations["get_segment_profiles"]["parameters"]["path"]; };
export type GetSegmentProfilesData = operations["get_segment_profiles"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_segment_profiles`. */
export declare const getSegmentProfilesOperation: OperationDescriptor;

/**
 * Get Segment Profiles
 *
 * `GET /api/segments/{segment_id}/profiles/` (operationId `get_segment_profiles`)
 */
export declare function getSegmentProfiles(client: Client<typeof revision>, args: GetSegmentProfilesArgs, options?: CallOptions): Promise<Result<GetSegmentProfilesData, ErrorBody<operations["get_segment_profiles"]["responses"]>>>;

export type GetSegmentsArgs = Record<string, never>;
export type GetSegmentsData = operations["get_segments"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_segments`. */
export declare const getSegmentsOperation: OperationDescriptor;

/**
 * Get Segments
 *
 * `GET /api/segments/` (operationId `get_segments`)
 */
export declare function getSegments(client: Client<typeof revision>, args?: GetSegmentsArgs, options?: CallOptions): Promise<Result<GetSegmentsData, ErrorBody<operations["get_segments"]["responses"]>>>;

export type GetTagsArgs = Record<string, never>;
export type GetTagsData = operations["get_tags"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_tags`. */
export declare const getTagsOperation: OperationDescriptor;

/**
 * Get Tags
 *
 * `GET /api/tags/` (operationId `get_tags`)
 */
export declare function getTags(client: Client<typeof revision>, args?: GetTagsArgs, options?: CallOptions): Promise<Result<GetTagsData, ErrorBody<operations["get_tags"]["responses"]>>>;

export type GetTemplateArgs = { path: operations["get_template"]["parameters"]["path"]; };
export type GetTemplateData = operations["get_template"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_template`. */
export declare const getTemplateOperation: OperationDescriptor;

/**
 * Get Template
 *
 * `GET /api/templates/{id}/` (operationId `get_template`)
 */
export declare function getTemplate(client: Client<typeof revision>, args: GetTemplateArgs, options?: CallOptions): Promise<Result<GetTemplateData, ErrorBody<operations["get_template"]["responses"]>>>;

export type GetTemplatesArgs = Record<string, never>;
export type GetTemplatesData = operations["get_templates"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `get_templates`. */
export declare const getTemplatesOperation: OperationDescriptor;

/**
 * Get Templates
 *
 * `GET /api/templates/` (operationId `get_templates`)
 */
export declare function getTemplates(client: Client<typeof revision>, args?: GetTemplatesArgs, options?: CallOptions): Promise<Result<GetTemplatesData, ErrorBody<operations["get_templates"]["responses"]>>>;

export type OauthAuthorizeArgs = { query: NonNullable<operations["oauth_authorize"]["parameters"]["query"]>; };
export type OauthAuthorizeData = undefined;
/** The runtime descriptor of `oauth_authorize`. */
export declare const oauthAuthorizeOperation: OperationDescriptor;

/**
 * Authorize an app (user-facing)
 *
 * The user, logged in to the service, grants or denies the app access to the account they are logged in to. All seven query parameters are required. Only owner, admin and manager users can grant. A new PKCE pair is made for every authorization URL. The result is a redirect to `redirect_uri` as described by the callback. Errors follow the OAuth 2.0 specification.
 *
 * `GET /oauth/authorize` (operationId `oauth_authorize`)
 * Served by its own server, `{authorize_url}`: call it with a client whose baseUrl is that host.
 */
export declare function oauthAuthorize(client: Client<typeof revision>, args: OauthAuthorizeArgs, options?: CallOptions): Promise<Result<OauthAuthorizeData>>;

export type OauthRevokeArgs = { body: NonNullable<operations["oauth_revoke"]["requestBody"]>["content"]["application/x-www-form-urlencoded"]; };
export type OauthRevokeData = operations["oauth_revoke"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `oauth_revoke`. */
export declare const oauthRevokeOperation: OperationDescriptor;

/**
 * Revoke a refresh or access token (uninstall)
 *
 * Revokes the given refresh token or access token (an expired access token counts as valid): every remaining token of the account's installed app is invalidated and the app is removed from the account's integration page.
 *
 * `POST /oauth/revoke` (operationId `oauth_revoke`)
 */
export declare function oauthRevoke(client: Client<typeof revision>, args: OauthRevokeArgs, options?: CallOptions): Promise<Result<OauthRevokeData, ErrorBody<operations["oauth_revoke"]["responses"]>>>;

export type OauthTokenArgs = { body: NonNullable<operations["oauth_token"]["requestBody"]>["content"]["application/x-www-form-urlencoded"]; };
export type OauthTokenData = operations["oauth_token"]["responses"]["200"]["content"]["application/json"];
/** The runtime descriptor of `oauth_token`. */
export declare const oauthTokenOperation: OperationDescriptor;

/**
 * Exchange an authorization code, or refresh an access token
 *
 * `grant_type=authorization_code` exchanges the callback's code (with the code_verifier and the identical redirect_uri) for an access and a refresh token, and installs the app. `grant_type=refresh_token` issues a new access token and returns the same refresh token; earlier access tokens stay valid until they expire. At most 10 refresh calls per minute per refresh token. Every `invalid_grant` means the app has been uninstalled. JSON bodies are not accepted. Requests to the main web host instead of {base_url} fail with a 403 HTML page.
 *
 * `POST /oauth/token` (operationId `oauth_token`)
 * Rate limit: refresh 10/m per refresh token.
 */
export declare function oauthToken(client: Client<typeof revision>, args: OauthTokenArgs, options?: CallOptions): Promise<Result<OauthTokenData, ErrorBody<operations["oauth_token"]["responses"]>>>;

export type RequestProfileDeletionArgs = { body: NonNullable<operations["request_profile_deletion"]["requestBody"]>["content"]["application/json"]; };
export type RequestProfileDeletionData = operations["request_profile_deletion"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `request_profile_deletion`. */
export declare const requestProfileDeletionOperation: OperationDescriptor;

/**
 * Request Profile Deletion
 *
 * Requests the deletion of one profile, identified by `profile_id`, `email` or `phone_number`.
 *
 * `POST /api/data-privacy-deletion-jobs/` (operationId `request_profile_deletion`)
 */
export declare function requestProfileDeletion(client: Client<typeof revision>, args: RequestProfileDeletionArgs, options?: CallOptions): Promise<Result<RequestProfileDeletionData, ErrorBody<operations["request_profile_deletion"]["responses"]>>>;

export type SubscribeProfilesArgs = { body: NonNullable<operations["subscribe_profiles"]["requestBody"]>["content"]["application/json"]; };
export type SubscribeProfilesData = operations["subscribe_profiles"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `subscribe_profiles`. */
export declare const subscribeProfilesOperation: OperationDescriptor;

/**
 * Subscribe Profiles
 *
 * Subscribes up to 100 profiles to a list. Without a channel restriction, every channel for which an identifier is given is subscribed. No profile properties can be passed. Replaces the legacy Subscribe Profiles to List.
 *
 * `POST /api/profile-subscription-bulk-create-jobs/` (operationId `subscribe_profiles`)
 */
export declare function subscribeProfiles(client: Client<typeof revision>, args: SubscribeProfilesArgs, options?: CallOptions): Promise<Result<SubscribeProfilesData, ErrorBody<operations["subscribe_profiles"]["responses"]>>>;

export type SuppressProfilesArgs = { body: NonNullable<operations["suppress_profiles"]["requestBody"]>["content"]["application/json"]; };
export type SuppressProfilesData = operations["suppress_profiles"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `suppress_profiles`. */
export declare const suppressProfilesOperation: OperationDescriptor;

/**
 * Suppress Profiles
 *
 * Asynchronous; up to 100 profiles per call; JSON only. Replaces the legacy Exclude Profile From All Email.
 *
 * `POST /api/profile-suppression-bulk-create-jobs/` (operationId `suppress_profiles`)
 */
export declare function suppressProfiles(client: Client<typeof revision>, args: SuppressProfilesArgs, options?: CallOptions): Promise<Result<SuppressProfilesData, ErrorBody<operations["suppress_profiles"]["responses"]>>>;

export type UnsubscribeProfilesArgs = { body: NonNullable<operations["unsubscribe_profiles"]["requestBody"]>["content"]["application/json"]; };
export type UnsubscribeProfilesData = operations["unsubscribe_profiles"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `unsubscribe_profiles`. */
export declare const unsubscribeProfilesOperation: OperationDescriptor;

/**
 * Unsubscribe Profiles
 *
 * Unsubscribes up to 100 profiles. The list id is optional (2023-01-20). Replaces the legacy Unsubscribe Profiles From List, whose list id was in the URL path.
 *
 * `POST /api/profile-unsubscription-bulk-create-jobs/` (operationId `unsubscribe_profiles`)
 */
export declare function unsubscribeProfiles(client: Client<typeof revision>, args: UnsubscribeProfilesArgs, options?: CallOptions): Promise<Result<UnsubscribeProfilesData, ErrorBody<operations["unsubscribe_profiles"]["responses"]>>>;

export type UnsuppressProfilesArgs = { body: NonNullable<operations["unsuppress_profiles"]["requestBody"]>["content"]["application/json"]; };
export type UnsuppressProfilesData = operations["unsuppress_profiles"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `unsuppress_profiles`. */
export declare const unsuppressProfilesOperation: OperationDescriptor;

/**
 * Unsuppress Profiles
 *
 * `POST /api/profile-unsuppression-bulk-create-jobs/` (operationId `unsuppress_profiles`)
 */
export declare function unsuppressProfiles(client: Client<typeof revision>, args: UnsuppressProfilesArgs, options?: CallOptions): Promise<Result<UnsuppressProfilesData, ErrorBody<operations["unsuppress_profiles"]["responses"]>>>;

export type UpdateCatalogItemArgs = { path: operations["update_catalog_item"]["parameters"]["path"]; body: NonNullable<operations["update_catalog_item"]["requestBody"]>["content"]["application/json"]; };
export type UpdateCatalogItemData = operations["update_catalog_item"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `update_catalog_item`. */
export declare const updateCatalogItemOperation: OperationDescriptor;

/**
 * Update Catalog Item
 *
 * `PATCH /api/catalog-items/{id}/` (operationId `update_catalog_item`)
 */
export declare function updateCatalogItem(client: Client<typeof revision>, args: UpdateCatalogItemArgs, options?: CallOptions): Promise<Result<UpdateCatalogItemData, ErrorBody<operations["update_catalog_item"]["responses"]>>>;

export type UpdateProfileArgs = { path: operations["update_profile"]["parameters"]["path"]; body: NonNullable<operations["update_profile"]["requestBody"]>["content"]["application/json"]; };
export type UpdateProfileData = operations["update_profile"]["responses"]["2XX"]["content"]["application/json"];
/** The runtime descriptor of `update_profile`. */
export declare const updateProfileOperation: OperationDescriptor;

/**
 * Update Profile
 *
 * A phone number is accepted as an identifier even when SMS is not set up for the account (2023-01-11); a successful call then also needs one other identifier: `email`, `external_id` or `anonymous_id`.
 *
 * `PATCH /api/profiles/{id}/` (operationId `update_profile`)
 */
export declare function updateProfile(client: Client<typeof revision>, args: UpdateProfileArgs, options?: CallOptions): Promise<Result<UpdateProfileData, ErrorBody<operations["update_profile"]["responses"]>>>;
