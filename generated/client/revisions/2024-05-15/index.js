/* generated from specs/2024-05-15.yaml by revforge - do not edit */
import { createClientWith, formPart, pages, items } from "../../runtime/index.js";
export { unwrap, ApiError, EmptyBodyError, NetworkError, ParseError, RateLimitError, RedirectError, RequestError, ResponseTooLargeError, RevforgeError, TimeoutError, UnexpectedContentTypeError, UnshimmableChangeError } from "../../runtime/index.js";
export const revision = "2024-05-15";
export const defaultBaseUrl = "https://base-url.invalid";
const lifecycle = { revision: "2024-05-15", status: "GA", endOfSupport: "2026-05-15", latest: true };

export function createClient(options) {
  return createClientWith({ baseUrl: defaultBaseUrl, ...options, revision, lifecycle }, { form: formPart });
}

export const bulkCreateClientEventsOperation = {
  id: "bulk_create_client_events",
  method: "POST",
  path: "/client/event-bulk-create/",
  auth: "client",
  body: "json",
  emptyOk: true,
};

export function bulkCreateClientEvents(client, args, options) {
  return client.request(bulkCreateClientEventsOperation, args ?? {}, options);
}

export const createBackInStockSubscriptionOperation = {
  id: "create_back_in_stock_subscription",
  method: "POST",
  path: "/api/back-in-stock-subscriptions/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function createBackInStockSubscription(client, args, options) {
  return client.request(createBackInStockSubscriptionOperation, args ?? {}, options);
}

export const createCampaignOperation = { id: "create_campaign", method: "POST", path: "/api/campaigns/", auth: "api", body: "json" };

export function createCampaign(client, args, options) {
  return client.request(createCampaignOperation, args ?? {}, options);
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

export const createClientBackInStockSubscriptionOperation = {
  id: "create_client_back_in_stock_subscription",
  method: "POST",
  path: "/client/back-in-stock-subscriptions/",
  auth: "client",
  body: "json",
  emptyOk: true,
};

export function createClientBackInStockSubscription(client, args, options) {
  return client.request(createClientBackInStockSubscriptionOperation, args ?? {}, options);
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

export const createClientPushTokenOperation = {
  id: "create_client_push_token",
  method: "POST",
  path: "/client/push-tokens/",
  auth: "client",
  body: "json",
  emptyOk: true,
};

export function createClientPushToken(client, args, options) {
  return client.request(createClientPushTokenOperation, args ?? {}, options);
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

export const createCouponOperation = { id: "create_coupon", method: "POST", path: "/api/coupons/", auth: "api", body: "json" };

export function createCoupon(client, args, options) {
  return client.request(createCouponOperation, args ?? {}, options);
}

export const createCouponCodeOperation = { id: "create_coupon_code", method: "POST", path: "/api/coupon-codes/", auth: "api", body: "json" };

export function createCouponCode(client, args, options) {
  return client.request(createCouponCodeOperation, args ?? {}, options);
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

export const createOrUpdateProfileOperation = {
  id: "create_or_update_profile",
  method: "POST",
  path: "/api/profile-import/",
  auth: "api",
  body: "json",
};

export function createOrUpdateProfile(client, args, options) {
  return client.request(createOrUpdateProfileOperation, args ?? {}, options);
}

export const createProfileOperation = { id: "create_profile", method: "POST", path: "/api/profiles/", auth: "api", body: "json" };

export function createProfile(client, args, options) {
  return client.request(createProfileOperation, args ?? {}, options);
}

export const createPushTokenOperation = {
  id: "create_push_token",
  method: "POST",
  path: "/api/push-tokens/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function createPushToken(client, args, options) {
  return client.request(createPushTokenOperation, args ?? {}, options);
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

export const deleteCampaignOperation = {
  id: "delete_campaign",
  method: "DELETE",
  path: "/api/campaigns/{id}/",
  auth: "api",
  emptyOk: true,
};

export function deleteCampaign(client, args, options) {
  return client.request(deleteCampaignOperation, args ?? {}, options);
}

export const getAccountOperation = { id: "get_account", method: "GET", path: "/api/accounts/{id}/", auth: "api" };

export function getAccount(client, args, options) {
  return client.request(getAccountOperation, args ?? {}, options);
}

export const getAccountsOperation = { id: "get_accounts", method: "GET", path: "/api/accounts/", auth: "api" };

export function getAccounts(client, args, options) {
  return client.request(getAccountsOperation, args ?? {}, options);
}

export const getBulkProfileImportJobOperation = {
  id: "get_bulk_profile_import_job",
  method: "GET",
  path: "/api/profile-bulk-import-jobs/{job_id}/",
  auth: "api",
};

export function getBulkProfileImportJob(client, args, options) {
  return client.request(getBulkProfileImportJobOperation, args ?? {}, options);
}

export const getBulkProfileImportJobsOperation = {
  id: "get_bulk_profile_import_jobs",
  method: "GET",
  path: "/api/profile-bulk-import-jobs/",
  auth: "api",
};

export function getBulkProfileImportJobs(client, args, options) {
  return client.request(getBulkProfileImportJobsOperation, args ?? {}, options);
}

export const getCampaignOperation = { id: "get_campaign", method: "GET", path: "/api/campaigns/{id}/", auth: "api" };

export function getCampaign(client, args, options) {
  return client.request(getCampaignOperation, args ?? {}, options);
}

export const getCampaignCampaignMessagesOperation = {
  id: "get_campaign_campaign_messages",
  method: "GET",
  path: "/api/campaigns/{id}/campaign-messages/",
  auth: "api",
};

export function getCampaignCampaignMessages(client, args, options) {
  return client.request(getCampaignCampaignMessagesOperation, args ?? {}, options);
}

export const getCampaignMessageOperation = { id: "get_campaign_message", method: "GET", path: "/api/campaign-messages/{id}/", auth: "api" };

export function getCampaignMessage(client, args, options) {
  return client.request(getCampaignMessageOperation, args ?? {}, options);
}

export const getCampaignsOperation = { id: "get_campaigns", method: "GET", path: "/api/campaigns/", auth: "api" };

export function getCampaigns(client, args, options) {
  return client.request(getCampaignsOperation, args ?? {}, options);
}

export const getCatalogItemOperation = { id: "get_catalog_item", method: "GET", path: "/api/catalog-items/{id}/", auth: "api" };

export function getCatalogItem(client, args, options) {
  return client.request(getCatalogItemOperation, args ?? {}, options);
}

export const getCatalogItemsOperation = { id: "get_catalog_items", method: "GET", path: "/api/catalog-items/", auth: "api" };

export function getCatalogItems(client, args, options) {
  return client.request(getCatalogItemsOperation, args ?? {}, options);
}

export const getCouponOperation = { id: "get_coupon", method: "GET", path: "/api/coupons/{id}/", auth: "api" };

export function getCoupon(client, args, options) {
  return client.request(getCouponOperation, args ?? {}, options);
}

export const getCouponCodesOperation = { id: "get_coupon_codes", method: "GET", path: "/api/coupon-codes/", auth: "api" };

export function getCouponCodes(client, args, options) {
  return client.request(getCouponCodesOperation, args ?? {}, options);
}

export const getCouponsOperation = { id: "get_coupons", method: "GET", path: "/api/coupons/", auth: "api" };

export function getCoupons(client, args, options) {
  return client.request(getCouponsOperation, args ?? {}, options);
}

export const getEventOperation = { id: "get_event", method: "GET", path: "/api/events/{id}/", auth: "api" };

export function getEvent(client, args, options) {
  return client.request(getEventOperation, args ?? {}, options);
}

export const getEventMetricOperation = { id: "get_event_metric", method: "GET", path: "/api/events/{id}/metric/", auth: "api" };

export function getEventMetric(client, args, options) {
  return client.request(getEventMetricOperation, args ?? {}, options);
}

export const getEventProfileOperation = { id: "get_event_profile", method: "GET", path: "/api/events/{id}/profile/", auth: "api" };

export function getEventProfile(client, args, options) {
  return client.request(getEventProfileOperation, args ?? {}, options);
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

export const getFlowsOperation = { id: "get_flows", method: "GET", path: "/api/flows/", auth: "api", paginated: true };

export function getFlows(client, args, options) {
  return client.request(getFlowsOperation, args ?? {}, options);
}

export function getFlowsPages(client, args, options) {
  return pages(client, getFlowsOperation, args ?? {}, options);
}

export function getFlowsItems(client, args, options) {
  return items(client, getFlowsOperation, args ?? {}, options);
}

export const getImageOperation = { id: "get_image", method: "GET", path: "/api/images/{id}/", auth: "api" };

export function getImage(client, args, options) {
  return client.request(getImageOperation, args ?? {}, options);
}

export const getImagesOperation = { id: "get_images", method: "GET", path: "/api/images/", auth: "api" };

export function getImages(client, args, options) {
  return client.request(getImagesOperation, args ?? {}, options);
}

export const getListOperation = { id: "get_list", method: "GET", path: "/api/lists/{id}/", auth: "api" };

export function getList(client, args, options) {
  return client.request(getListOperation, args ?? {}, options);
}

export const getListProfilesOperation = { id: "get_list_profiles", method: "GET", path: "/api/lists/{id}/profiles/", auth: "api" };

export function getListProfiles(client, args, options) {
  return client.request(getListProfilesOperation, args ?? {}, options);
}

export const getListRelationshipsProfilesOperation = {
  id: "get_list_relationships_profiles",
  method: "GET",
  path: "/api/lists/{id}/relationships/profiles/",
  auth: "api",
};

export function getListRelationshipsProfiles(client, args, options) {
  return client.request(getListRelationshipsProfilesOperation, args ?? {}, options);
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

export const getSegmentProfilesOperation = { id: "get_segment_profiles", method: "GET", path: "/api/segments/{id}/profiles/", auth: "api" };

export function getSegmentProfiles(client, args, options) {
  return client.request(getSegmentProfilesOperation, args ?? {}, options);
}

export const getSegmentRelationshipsProfilesOperation = {
  id: "get_segment_relationships_profiles",
  method: "GET",
  path: "/api/segments/{id}/relationships/profiles/",
  auth: "api",
};

export function getSegmentRelationshipsProfiles(client, args, options) {
  return client.request(getSegmentRelationshipsProfilesOperation, args ?? {}, options);
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

export const mergeProfilesOperation = {
  id: "merge_profiles",
  method: "POST",
  path: "/api/profile-merge/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function mergeProfiles(client, args, options) {
  return client.request(mergeProfilesOperation, args ?? {}, options);
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

export const queryCampaignValuesOperation = {
  id: "query_campaign_values",
  method: "POST",
  path: "/api/campaign-values-reports/",
  auth: "api",
  body: "json",
};

export function queryCampaignValues(client, args, options) {
  return client.request(queryCampaignValuesOperation, args ?? {}, options);
}

export const queryFlowSeriesOperation = {
  id: "query_flow_series",
  method: "POST",
  path: "/api/flow-series-reports/",
  auth: "api",
  body: "json",
};

export function queryFlowSeries(client, args, options) {
  return client.request(queryFlowSeriesOperation, args ?? {}, options);
}

export const queryFlowValuesOperation = {
  id: "query_flow_values",
  method: "POST",
  path: "/api/flow-values-reports/",
  auth: "api",
  body: "json",
};

export function queryFlowValues(client, args, options) {
  return client.request(queryFlowValuesOperation, args ?? {}, options);
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

export const spawnBulkProfileImportJobOperation = {
  id: "spawn_bulk_profile_import_job",
  method: "POST",
  path: "/api/profile-bulk-import-jobs/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function spawnBulkProfileImportJob(client, args, options) {
  return client.request(spawnBulkProfileImportJobOperation, args ?? {}, options);
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

export const unregisterClientPushTokenOperation = {
  id: "unregister_client_push_token",
  method: "POST",
  path: "/client/push-token-unregister/",
  auth: "client",
  body: "json",
  emptyOk: true,
};

export function unregisterClientPushToken(client, args, options) {
  return client.request(unregisterClientPushTokenOperation, args ?? {}, options);
}

export const unsubscribeProfilesOperation = {
  id: "unsubscribe_profiles",
  method: "POST",
  path: "/api/profile-subscription-bulk-delete-jobs/",
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
  path: "/api/profile-suppression-bulk-delete-jobs/",
  auth: "api",
  body: "json",
  emptyOk: true,
};

export function unsuppressProfiles(client, args, options) {
  return client.request(unsuppressProfilesOperation, args ?? {}, options);
}

export const updateCampaignOperation = { id: "update_campaign", method: "PATCH", path: "/api/campaigns/{id}/", auth: "api", body: "json" };

export function updateCampaign(client, args, options) {
  return client.request(updateCampaignOperation, args ?? {}, options);
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

export const updateImageOperation = { id: "update_image", method: "PATCH", path: "/api/images/{id}/", auth: "api", body: "json" };

export function updateImage(client, args, options) {
  return client.request(updateImageOperation, args ?? {}, options);
}

export const updateProfileOperation = { id: "update_profile", method: "PATCH", path: "/api/profiles/{id}/", auth: "api", body: "json" };

export function updateProfile(client, args, options) {
  return client.request(updateProfileOperation, args ?? {}, options);
}

export const uploadImageFromFileOperation = {
  id: "upload_image_from_file",
  method: "POST",
  path: "/api/image-upload/",
  auth: "api",
  body: "json",
};

export function uploadImageFromFile(client, args, options) {
  return client.request(uploadImageFromFileOperation, args ?? {}, options);
}

export const uploadImageFromUrlOperation = { id: "upload_image_from_url", method: "POST", path: "/api/images/", auth: "api", body: "json" };

export function uploadImageFromUrl(client, args, options) {
  return client.request(uploadImageFromUrlOperation, args ?? {}, options);
}
