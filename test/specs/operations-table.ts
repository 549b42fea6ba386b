/**
 * The operations of the revisioned API: method, path history and first revision, from the service document and, where
 * it names an operation without its path, specs/operations.md (the real method, path and operationId). The OAuth
 * operations are in every revision. The beta 2023-08-15.pre is 2023-08-15 plus the coupon operations it introduced
 * ("2023-08-15.pre: coupons (beta)").
 */
export interface OperationRow {
  operationId: string;
  method: string;
  /** The first revision that has it. */
  since: string;
  /** [revision from which the path applies, path], oldest first. */
  paths: [string, string][];
}

const row = (operationId: string, method: string, since: string, ...paths: [string, string][]): OperationRow => ({
  operationId,
  method,
  since,
  paths: paths.length ? paths : [],
});
const at = (since: string, p: string): [string, string] => [since, p];

export const operationTable: OperationRow[] = [
  row("oauth_authorize", "get", "2022-10-17", at("2022-10-17", "/oauth/authorize")),
  row("oauth_token", "post", "2022-10-17", at("2022-10-17", "/oauth/token")),
  row("oauth_revoke", "post", "2022-10-17", at("2022-10-17", "/oauth/revoke")),
  // Profiles
  row("get_profiles", "get", "2022-10-17", at("2022-10-17", "/api/profiles/")),
  row("get_profile", "get", "2022-10-17", at("2022-10-17", "/api/profiles/{id}/")),
  row("create_profile", "post", "2022-10-17", at("2022-10-17", "/api/profiles/")),
  row("update_profile", "patch", "2022-10-17", at("2022-10-17", "/api/profiles/{id}/")),
  row("create_or_update_profile", "post", "2024-02-15", at("2024-02-15", "/api/profile-import/")),
  row("merge_profiles", "post", "2023-09-15", at("2023-09-15", "/api/profile-merge/")),
  row("request_profile_deletion", "post", "2023-01-24", at("2023-01-24", "/api/data-privacy-deletion-jobs/")),
  row("spawn_bulk_profile_import_job", "post", "2023-12-15", at("2023-12-15", "/api/profile-bulk-import-jobs/")),
  row("get_bulk_profile_import_jobs", "get", "2023-12-15", at("2023-12-15", "/api/profile-bulk-import-jobs/")),
  row("get_bulk_profile_import_job", "get", "2023-12-15", at("2023-12-15", "/api/profile-bulk-import-jobs/{job_id}/")),
  // Subscriptions and suppressions
  row("subscribe_profiles", "post", "2022-10-17", at("2022-10-17", "/api/profile-subscription-bulk-create-jobs/")),
  row(
    "unsubscribe_profiles",
    "post",
    "2022-10-17",
    at("2022-10-17", "/api/profile-unsubscription-bulk-create-jobs/"),
    at("2023-07-15", "/api/profile-subscription-bulk-delete-jobs/"),
  ),
  row("suppress_profiles", "post", "2022-10-17", at("2022-10-17", "/api/profile-suppression-bulk-create-jobs/")),
  row(
    "unsuppress_profiles",
    "post",
    "2022-10-17",
    at("2022-10-17", "/api/profile-unsuppression-bulk-create-jobs/"),
    at("2023-07-15", "/api/profile-suppression-bulk-delete-jobs/"),
  ),
  // Client-side
  row("create_client_event", "post", "2022-10-17", at("2022-10-17", "/client/events/")),
  row("create_client_subscription", "post", "2022-10-17", at("2022-10-17", "/client/subscriptions/")),
  row("bulk_create_client_events", "post", "2023-07-15", at("2023-07-15", "/client/event-bulk-create/")),
  row("create_client_push_token", "post", "2023-07-15", at("2023-07-15", "/client/push-tokens/")),
  row("unregister_client_push_token", "post", "2023-07-15", at("2023-07-15", "/client/push-token-unregister/")),
  row(
    "create_client_back_in_stock_subscription",
    "post",
    "2023-07-15",
    at("2023-07-15", "/client/back-in-stock-subscriptions/"),
  ),
  // Events and metrics
  row("create_event", "post", "2022-10-17", at("2022-10-17", "/api/events/")),
  row("get_events", "get", "2022-10-17", at("2022-10-17", "/api/events/")),
  row("get_event", "get", "2022-10-17", at("2022-10-17", "/api/events/{id}/")),
  row("get_event_profile", "get", "2023-07-15", at("2023-07-15", "/api/events/{id}/profile/")),
  row("get_event_metric", "get", "2023-07-15", at("2023-07-15", "/api/events/{id}/metric/")),
  row("get_metrics", "get", "2022-10-17", at("2022-10-17", "/api/metrics/")),
  row("get_metric", "get", "2022-10-17", at("2022-10-17", "/api/metrics/{id}/")),
  // Lists and segments
  row("get_lists", "get", "2022-10-17", at("2022-10-17", "/api/lists/")),
  row("get_list", "get", "2022-10-17", at("2022-10-17", "/api/lists/{id}/")),
  row(
    "get_list_profiles",
    "get",
    "2022-10-17",
    at("2022-10-17", "/api/lists/{list_id}/profiles/"),
    at("2023-06-15", "/api/lists/{id}/profiles/"),
  ),
  row(
    "get_list_relationships_profiles",
    "get",
    "2023-02-22",
    at("2023-02-22", "/api/lists/{id}/relationships/profiles/"),
  ),
  row("get_segments", "get", "2022-10-17", at("2022-10-17", "/api/segments/")),
  row("get_segment", "get", "2022-10-17", at("2022-10-17", "/api/segments/{id}/")),
  row(
    "get_segment_profiles",
    "get",
    "2022-10-17",
    at("2022-10-17", "/api/segments/{segment_id}/profiles/"),
    at("2023-06-15", "/api/segments/{id}/profiles/"),
  ),
  row(
    "get_segment_relationships_profiles",
    "get",
    "2023-02-22",
    at("2023-02-22", "/api/segments/{id}/relationships/profiles/"),
  ),
  // Campaigns
  row("get_campaigns", "get", "2023-02-22", at("2023-02-22", "/api/campaigns/")),
  row("get_campaign", "get", "2023-02-22", at("2023-02-22", "/api/campaigns/{id}/")),
  row("create_campaign", "post", "2023-02-22", at("2023-02-22", "/api/campaigns/")),
  row("update_campaign", "patch", "2023-02-22", at("2023-02-22", "/api/campaigns/{id}/")),
  row("delete_campaign", "delete", "2023-02-22", at("2023-02-22", "/api/campaigns/{id}/")),
  row(
    "get_campaign_campaign_messages",
    "get",
    "2023-07-15",
    at("2023-07-15", "/api/campaigns/{id}/campaign-messages/"),
  ),
  row("get_campaign_message", "get", "2023-02-22", at("2023-02-22", "/api/campaign-messages/{id}/")),
  // Flows
  row("get_flows", "get", "2022-10-17", at("2022-10-17", "/api/flows/")),
  row("get_flow", "get", "2022-10-17", at("2022-10-17", "/api/flows/{id}/")),
  row("get_flow_message", "get", "2022-10-17", at("2022-10-17", "/api/flow-messages/{id}/")),
  // Templates
  row("get_templates", "get", "2022-10-17", at("2022-10-17", "/api/templates/")),
  row("get_template", "get", "2022-10-17", at("2022-10-17", "/api/templates/{id}/")),
  row("create_template", "post", "2022-10-17", at("2022-10-17", "/api/templates/")),
  row(
    "create_template_render",
    "post",
    "2022-10-17",
    at("2022-10-17", "/api/templates/{id}/render/"),
    at("2023-01-24", "/api/template-render/"),
  ),
  row(
    "create_template_clone",
    "post",
    "2022-10-17",
    at("2022-10-17", "/api/templates/{id}/clone/"),
    at("2023-01-24", "/api/template-clone/"),
  ),
  // Tags
  row("get_tags", "get", "2023-01-24", at("2023-01-24", "/api/tags/")),
  row("create_tag", "post", "2023-01-24", at("2023-01-24", "/api/tags/")),
  // Coupons (GA in 2023-09-15; get_coupons, create_coupon and get_coupon also in the 2023-08-15.pre beta)
  row("get_coupons", "get", "2023-09-15", at("2023-09-15", "/api/coupons/")),
  row("create_coupon", "post", "2023-09-15", at("2023-09-15", "/api/coupons/")),
  row("get_coupon", "get", "2023-09-15", at("2023-09-15", "/api/coupons/{id}/")),
  row("create_coupon_code", "post", "2023-09-15", at("2023-09-15", "/api/coupon-codes/")),
  row("get_coupon_codes", "get", "2023-09-15", at("2023-09-15", "/api/coupon-codes/")),
  // Images
  row("get_images", "get", "2023-09-15", at("2023-09-15", "/api/images/")),
  row("get_image", "get", "2023-09-15", at("2023-09-15", "/api/images/{id}/")),
  row("upload_image_from_url", "post", "2023-09-15", at("2023-09-15", "/api/images/")),
  row("upload_image_from_file", "post", "2023-09-15", at("2023-09-15", "/api/image-upload/")),
  row("update_image", "patch", "2023-09-15", at("2023-09-15", "/api/images/{id}/")),
  // Push tokens, back in stock, catalog, accounts, reporting
  row("create_push_token", "post", "2023-08-15", at("2023-08-15", "/api/push-tokens/")),
  row("create_back_in_stock_subscription", "post", "2023-07-15", at("2023-07-15", "/api/back-in-stock-subscriptions/")),
  row("get_catalog_items", "get", "2022-10-17", at("2022-10-17", "/api/catalog-items/")),
  row("create_catalog_item", "post", "2022-10-17", at("2022-10-17", "/api/catalog-items/")),
  row("get_catalog_item", "get", "2022-10-17", at("2022-10-17", "/api/catalog-items/{id}/")),
  row("update_catalog_item", "patch", "2022-10-17", at("2022-10-17", "/api/catalog-items/{id}/")),
  row("get_accounts", "get", "2023-06-15", at("2023-06-15", "/api/accounts/")),
  row("get_account", "get", "2023-06-15", at("2023-06-15", "/api/accounts/{id}/")),
  row("query_campaign_values", "post", "2024-02-15", at("2024-02-15", "/api/campaign-values-reports/")),
  row("query_flow_values", "post", "2024-02-15", at("2024-02-15", "/api/flow-values-reports/")),
  row("query_flow_series", "post", "2024-02-15", at("2024-02-15", "/api/flow-series-reports/")),
];

export const betaOnly: Record<string, string[]> = { "2023-08-15.pre": ["get_coupons", "create_coupon", "get_coupon"] };
