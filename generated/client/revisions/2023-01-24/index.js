/* generated from specs/2023-01-24.yaml by revforge - do not edit */
import { pages, items } from "../../runtime/index.js";
import { createUpgradableClient } from "../../runtime/upgrade-hook.js";
export { unwrap, ApiError, EmptyBodyError, NetworkError, ParseError, RateLimitError, RedirectError, RequestError, ResponseTooLargeError, RevforgeError, TimeoutError, UnexpectedContentTypeError, UnshimmableChangeError } from "../../runtime/index.js";
export const revision = "2023-01-24";
export const defaultBaseUrl = "https://base-url.invalid";
const lifecycle = { revision: "2023-01-24", status: "deprecated", endOfSupport: "2025-01-24" };
export const upgradeTargets = [
  "2023-02-22",
  "2023-06-15",
  "2023-07-15",
  "2023-08-15",
  "2023-09-15",
  "2023-10-15",
  "2023-12-15",
  "2024-02-15",
  "2024-05-15",
];

export function createClient(options) {
  return createUpgradableClient({ baseUrl: defaultBaseUrl, ...options, revision, lifecycle }, upgradeTargets, () => import("../../upgrades/2023-01-24.js"));
}

export const createCatalogItemOperation = {
  id: "create_catalog_item",
  method: "POST",
  path: "/api/catalog-items/",
  auth: "api",
  body: "json",
};

export function createCatalogItem(client, args, options) {
  return client.request(createCatalogItemOperation, args ?? {}, options);
}

export const createClientEventOperation = {
  id: "create_client_event",
  method: "POST",
  path: "/client/events/",
  auth: "client",
  body: "json",
  emptyOk: true,
};

export function createClientEvent(client, args, options) {
  return client.request(createClientEventOperation, args ?? {}, options);
}

export const createClientSubscriptionOperation = {
  id: "create_client_subscription",
  method: "POST",
  path: "/client/subscriptions/",
  auth: "client",
  body: "json",
  emptyOk: true,
};

export function createClientSubscription(client, args, options) {
  return client.request(createClientSubscriptionOperation, args ?? {}, options);
}

export const createEventOperation = {
  id: "create_event",
  method: "POST",
  path: "/api/events/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function createEvent(client, args, options) {
  return client.request(createEventOperation, args ?? {}, options);
}

export const createProfileOperation = { id: "create_profile", method: "POST", path: "/api/profiles/", auth: "api", body: "json" };

export function createProfile(client, args, options) {
  return client.request(createProfileOperation, args ?? {}, options);
}

export const createTagOperation = { id: "create_tag", method: "POST", path: "/api/tags/", auth: "api", body: "json" };

export function createTag(client, args, options) {
  return client.request(createTagOperation, args ?? {}, options);
}

export const createTemplateOperation = { id: "create_template", method: "POST", path: "/api/templates/", auth: "api", body: "json" };

export function createTemplate(client, args, options) {
  return client.request(createTemplateOperation, args ?? {}, options);
}

export const createTemplateCloneOperation = {
  id: "create_template_clone",
  method: "POST",
  path: "/api/template-clone/",
  auth: "api",
  body: "json",
};

export function createTemplateClone(client, args, options) {
  return client.request(createTemplateCloneOperation, args ?? {}, options);
}

export const createTemplateRenderOperation = {
  id: "create_template_render",
  method: "POST",
  path: "/api/template-render/",
  auth: "api",
  body: "json",
};

export function createTemplateRender(client, args, options) {
  return client.request(createTemplateRenderOperation, args ?? {}, options);
}

export const getCatalogItemOperation = { id: "get_catalog_item", method: "GET", path: "/api/catalog-items/{id}/", auth: "api" };

export function getCatalogItem(client, args, options) {
  return client.request(getCatalogItemOperation, args ?? {}, options);
}

export const getCatalogItemsOperation = { id: "get_catalog_items", method: "GET", path: "/api/catalog-items/", auth: "api" };

export function getCatalogItems(client, args, options) {
  return client.request(getCatalogItemsOperation, args ?? {}, options);
}

export const getEventOperation = { id: "get_event", method: "GET", path: "/api/events/{id}/", auth: "api" };

export function getEvent(client, args, options) {
  return client.request(getEventOperation, args ?? {}, options);
}

export const getEventsOperation = { id: "get_events", method: "GET", path: "/api/events/", auth: "api" };

export function getEvents(client, args, options) {
  return client.request(getEventsOperation, args ?? {}, options);
}

export const getFlowOperation = { id: "get_flow", method: "GET", path: "/api/flows/{id}/", auth: "api" };

export function getFlow(client, args, options) {
  return client.request(getFlowOperation, args ?? {}, options);
}

export const getFlowMessageOperation = { id: "get_flow_message", method: "GET", path: "/api/flow-messages/{id}/", auth: "api" };

export function getFlowMessage(client, args, options) {
  return client.request(getFlowMessageOperation, args ?? {}, options);
}

export const getFlowsOperation = { id: "get_flows", method: "GET", path: "/api/flows/", auth: "api" };

export function getFlows(client, args, options) {
  return client.request(getFlowsOperation, args ?? {}, options);
}

export const getListOperation = { id: "get_list", method: "GET", path: "/api/lists/{id}/", auth: "api" };

export function getList(client, args, options) {
  return client.request(getListOperation, args ?? {}, options);
}

export const getListProfilesOperation = { id: "get_list_profiles", method: "GET", path: "/api/lists/{list_id}/profiles/", auth: "api" };

export function getListProfiles(client, args, options) {
  return client.request(getListProfilesOperation, args ?? {}, options);
}

export const getListsOperation = { id: "get_lists", method: "GET", path: "/api/lists/", auth: "api" };

export function getLists(client, args, options) {
  return client.request(getListsOperation, args ?? {}, options);
}

export const getMetricOperation = { id: "get_metric", method: "GET", path: "/api/metrics/{id}/", auth: "api" };

export function getMetric(client, args, options) {
  return client.request(getMetricOperation, args ?? {}, options);
}

export const getMetricsOperation = { id: "get_metrics", method: "GET", path: "/api/metrics/", auth: "api" };

export function getMetrics(client, args, options) {
  return client.request(getMetricsOperation, args ?? {}, options);
}

export const getProfileOperation = { id: "get_profile", method: "GET", path: "/api/profiles/{id}/", auth: "api" };

export function getProfile(client, args, options) {
  return client.request(getProfileOperation, args ?? {}, options);
}

export const getProfilesOperation = { id: "get_profiles", method: "GET", path: "/api/profiles/", auth: "api" };

export function getProfiles(client, args, options) {
  return client.request(getProfilesOperation, args ?? {}, options);
}

export const getSegmentOperation = { id: "get_segment", method: "GET", path: "/api/segments/{id}/", auth: "api" };

export function getSegment(client, args, options) {
  return client.request(getSegmentOperation, args ?? {}, options);
}

export const getSegmentProfilesOperation = {
  id: "get_segment_profiles",
  method: "GET",
  path: "/api/segments/{segment_id}/profiles/",
  auth: "api",
};

export function getSegmentProfiles(client, args, options) {
  return client.request(getSegmentProfilesOperation, args ?? {}, options);
}

export const getSegmentsOperation = { id: "get_segments", method: "GET", path: "/api/segments/", auth: "api" };

export function getSegments(client, args, options) {
  return client.request(getSegmentsOperation, args ?? {}, options);
}

export const getTagsOperation = { id: "get_tags", method: "GET", path: "/api/tags/", auth: "api" };

export function getTags(client, args, options) {
  return client.request(getTagsOperation, args ?? {}, options);
}

export const getTemplateOperation = { id: "get_template", method: "GET", path: "/api/templates/{id}/", auth: "api" };

export function getTemplate(client, args, options) {
  return client.request(getTemplateOperation, args ?? {}, options);
}

export const getTemplatesOperation = { id: "get_templates", method: "GET", path: "/api/templates/", auth: "api" };

export function getTemplates(client, args, options) {
  return client.request(getTemplatesOperation, args ?? {}, options);
}

export const oauthAuthorizeOperation = { id: "oauth_authorize", method: "GET", path: "/oauth/authorize", auth: "none", emptyOk: true };

export function oauthAuthorize(client, args, options) {
  return client.request(oauthAuthorizeOperation, args ?? {}, options);
}

export const oauthRevokeOperation = { id: "oauth_revoke", method: "POST", path: "/oauth/revoke", auth: "basic", body: "form" };

export function oauthRevoke(client, args, options) {
  return client.request(oauthRevokeOperation, args ?? {}, options);
}

export const oauthTokenOperation = { id: "oauth_token", method: "POST", path: "/oauth/token", auth: "basic", body: "form" };

export function oauthToken(client, args, options) {
  return client.request(oauthTokenOperation, args ?? {}, options);
}

export const requestProfileDeletionOperation = {
  id: "request_profile_deletion",
  method: "POST",
  path: "/api/data-privacy-deletion-jobs/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function requestProfileDeletion(client, args, options) {
  return client.request(requestProfileDeletionOperation, args ?? {}, options);
}

export const subscribeProfilesOperation = {
  id: "subscribe_profiles",
  method: "POST",
  path: "/api/profile-subscription-bulk-create-jobs/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function subscribeProfiles(client, args, options) {
  return client.request(subscribeProfilesOperation, args ?? {}, options);
}

export const suppressProfilesOperation = {
  id: "suppress_profiles",
  method: "POST",
  path: "/api/profile-suppression-bulk-create-jobs/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function suppressProfiles(client, args, options) {
  return client.request(suppressProfilesOperation, args ?? {}, options);
}

export const unsubscribeProfilesOperation = {
  id: "unsubscribe_profiles",
  method: "POST",
  path: "/api/profile-unsubscription-bulk-create-jobs/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function unsubscribeProfiles(client, args, options) {
  return client.request(unsubscribeProfilesOperation, args ?? {}, options);
}

export const unsuppressProfilesOperation = {
  id: "unsuppress_profiles",
  method: "POST",
  path: "/api/profile-unsuppression-bulk-create-jobs/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function unsuppressProfiles(client, args, options) {
  return client.request(unsuppressProfilesOperation, args ?? {}, options);
}

export const updateCatalogItemOperation = {
  id: "update_catalog_item",
  method: "PATCH",
  path: "/api/catalog-items/{id}/",
  auth: "api",
  body: "json",
};

export function updateCatalogItem(client, args, options) {
  return client.request(updateCatalogItemOperation, args ?? {}, options);
}

export const updateProfileOperation = { id: "update_profile", method: "PATCH", path: "/api/profiles/{id}/", auth: "api", body: "json" };

export function updateProfile(client, args, options) {
  return client.request(updateProfileOperation, args ?? {}, options);
}
