/* generated from specs/changes/2023-07-15.yaml by revforge - do not edit */
export const step = {
  from: "2023-06-15",
  to: "2023-07-15",
  lifecycle: { revision: "2023-07-15", status: "GA", endOfSupport: "2025-07-15" },
  changes: {
    NestEventProfileAndMetricInResourceObjects: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    MoveEventMetricAndProfileIdsToRelationships: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    MoveListIdsToRelationships: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    NestSubscribeProfilesInResourceObjects: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    NestUnsubscribeProfilesInResourceObjects: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    ConstrainUnsubscribeJobType: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    NestClientSubscriptionProfileInProfileData: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    NestProfileDeletionIdentifierInProfileData: {
      revision: "2023-07-15",
      shimmed: true,
      catalog: "2023-07-15-relationship-standardization",
    },
    MoveUnsubscribeJobToBulkDeletePath: { revision: "2023-07-15", shimmed: true },
    MoveUnsuppressJobToBulkDeletePath: { revision: "2023-07-15", shimmed: true },
    RemoveCompanyIdFromTemplates: {
      revision: "2023-07-15",
      shimmed: false,
      catalog: "2023-07-15-templates-company-id-removed",
      reason:
        "The newer revision no longer returns a template's `company_id` and has no field it could be restored from; the call goes through and the attribute is absent (it was optional).",
      manualStep:
        "Stop reading `attributes.company_id` from templates; the account's public key (the `company_id` of the client-side calls) is known to your integration.",
    },
  },
  operations: {
    create_client_event: {
      request: [
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "profile"],
          to: ["body", "data", "attributes", "profile", "data", "attributes"],
          set: [[["body", "data", "attributes", "profile", "data", "type"], "profile"]],
          change: "NestEventProfileAndMetricInResourceObjects",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "metric"],
          to: ["body", "data", "attributes", "metric", "data", "attributes"],
          set: [[["body", "data", "attributes", "metric", "data", "type"], "metric"]],
          change: "NestEventProfileAndMetricInResourceObjects",
        },
      ],
    },
    create_client_subscription: {
      request: [
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "list_id"],
          to: ["body", "data", "relationships", "list", "data", "id"],
          set: [[["body", "data", "relationships", "list", "data", "type"], "list"]],
          change: "MoveListIdsToRelationships",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "email"],
          to: ["body", "data", "attributes", "profile", "data", "attributes", "email"],
          change: "NestClientSubscriptionProfileInProfileData",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "phone_number"],
          to: ["body", "data", "attributes", "profile", "data", "attributes", "phone_number"],
          change: "NestClientSubscriptionProfileInProfileData",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "properties"],
          to: ["body", "data", "attributes", "profile", "data", "attributes", "properties"],
          change: "NestClientSubscriptionProfileInProfileData",
        },
        {
          op: "set",
          at: ["body", "data", "attributes", "profile", "data", "type"],
          value: "profile",
          change: "NestClientSubscriptionProfileInProfileData",
        },
        {
          op: "set",
          at: ["body", "data", "attributes", "profile", "data", "attributes"],
          value: {},
          ifAbsent: true,
          change: "NestClientSubscriptionProfileInProfileData",
        },
      ],
    },
    create_event: {
      request: [
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "profile"],
          to: ["body", "data", "attributes", "profile", "data", "attributes"],
          set: [[["body", "data", "attributes", "profile", "data", "type"], "profile"]],
          change: "NestEventProfileAndMetricInResourceObjects",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "metric"],
          to: ["body", "data", "attributes", "metric", "data", "attributes"],
          set: [[["body", "data", "attributes", "metric", "data", "type"], "metric"]],
          change: "NestEventProfileAndMetricInResourceObjects",
        },
      ],
    },
    get_event: {
      response: [
        {
          op: "move",
          each: [],
          from: ["data", "relationships", "profile", "data", "id"],
          to: ["data", "attributes", "profile_id"],
          unset: [[["data", "relationships", "profile", "data", "type"], "profile"]],
          prune: true,
          change: "MoveEventMetricAndProfileIdsToRelationships",
        },
        {
          op: "move",
          each: [],
          from: ["data", "relationships", "metric", "data", "id"],
          to: ["data", "attributes", "metric_id"],
          unset: [[["data", "relationships", "metric", "data", "type"], "metric"]],
          prune: true,
          change: "MoveEventMetricAndProfileIdsToRelationships",
        },
      ],
    },
    get_events: {
      response: [
        {
          op: "move",
          each: ["data", []],
          from: ["relationships", "profile", "data", "id"],
          to: ["attributes", "profile_id"],
          unset: [[["relationships", "profile", "data", "type"], "profile"]],
          prune: true,
          change: "MoveEventMetricAndProfileIdsToRelationships",
        },
        {
          op: "move",
          each: ["data", []],
          from: ["relationships", "metric", "data", "id"],
          to: ["attributes", "metric_id"],
          unset: [[["relationships", "metric", "data", "type"], "metric"]],
          prune: true,
          change: "MoveEventMetricAndProfileIdsToRelationships",
        },
      ],
    },
    get_template: { request: [{ op: "warn", change: "RemoveCompanyIdFromTemplates" }] },
    get_templates: { request: [{ op: "warn", change: "RemoveCompanyIdFromTemplates" }] },
    request_profile_deletion: {
      request: [
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "profile_id"],
          to: ["body", "data", "attributes", "profile", "data", "id"],
          change: "NestProfileDeletionIdentifierInProfileData",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "email"],
          to: ["body", "data", "attributes", "profile", "data", "attributes", "email"],
          change: "NestProfileDeletionIdentifierInProfileData",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "phone_number"],
          to: ["body", "data", "attributes", "profile", "data", "attributes", "phone_number"],
          change: "NestProfileDeletionIdentifierInProfileData",
        },
        {
          op: "set",
          at: ["body", "data", "attributes", "profile", "data", "type"],
          value: "profile",
          change: "NestProfileDeletionIdentifierInProfileData",
        },
      ],
    },
    subscribe_profiles: {
      request: [
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "list_id"],
          to: ["body", "data", "relationships", "list", "data", "id"],
          set: [[["body", "data", "relationships", "list", "data", "type"], "list"]],
          change: "MoveListIdsToRelationships",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "profiles"],
          to: ["body", "data", "attributes", "profiles", "data"],
          change: "NestSubscribeProfilesInResourceObjects",
        },
        {
          op: "move",
          each: ["body", "data", "attributes", "profiles", "data", []],
          from: [],
          to: ["attributes"],
          set: [[["type"], "profile"]],
          change: "NestSubscribeProfilesInResourceObjects",
        },
        {
          op: "move",
          each: ["body", "data", "attributes", "profiles", "data", []],
          from: ["attributes", "profile_id"],
          to: ["id"],
          change: "NestSubscribeProfilesInResourceObjects",
        },
      ],
    },
    unsubscribe_profiles: {
      descriptor: {
        id: "unsubscribe_profiles",
        method: "POST",
        path: "/api/profile-subscription-bulk-delete-jobs/",
        auth: "api",
        body: "json",
        emptyOk: true,
      },
      request: [
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "list_id"],
          to: ["body", "data", "relationships", "list", "data", "id"],
          set: [[["body", "data", "relationships", "list", "data", "type"], "list"]],
          change: "MoveListIdsToRelationships",
        },
        {
          op: "move",
          each: [],
          from: ["body", "data", "attributes", "profiles"],
          to: ["body", "data", "attributes", "profiles", "data"],
          change: "NestUnsubscribeProfilesInResourceObjects",
        },
        {
          op: "move",
          each: ["body", "data", "attributes", "profiles", "data", []],
          from: [],
          to: ["attributes"],
          set: [[["type"], "profile"]],
          change: "NestUnsubscribeProfilesInResourceObjects",
        },
        {
          op: "set",
          at: ["body", "data", "type"],
          value: "profile-subscription-bulk-delete-job",
          change: "ConstrainUnsubscribeJobType",
        },
      ],
    },
    unsuppress_profiles: {
      descriptor: {
        id: "unsuppress_profiles",
        method: "POST",
        path: "/api/profile-suppression-bulk-delete-jobs/",
        auth: "api",
        body: "json",
        emptyOk: true,
      },
    },
  },
};
