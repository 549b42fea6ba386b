/* generated from specs/changes/2023-10-15.yaml by revforge - do not edit */
export const step = {
  from: "2023-09-15",
  to: "2023-10-15",
  lifecycle: { revision: "2023-10-15", status: "GA", endOfSupport: "2025-10-15" },
  changes: {
    ReplaceSubscriptionChannelsWithConsent: { revision: "2023-10-15", shimmed: true, catalog: "2023-10-15-subscription-request-structure" },
    RenameSubscriptionTimestampToConsentTimestamp: { revision: "2023-10-15", shimmed: true, catalog: "2023-10-15-subscription-response-fields" },
    RenameEmailSuppressionsToSuppression: { revision: "2023-10-15", shimmed: true, catalog: "2023-10-15-subscription-response-fields" },
    RequestSubscriptionsWithAdditionalFields: {
      revision: "2023-10-15",
      shimmed: true,
      catalog: "2023-10-15-subscription-not-returned-by-default",
    },
    OmitSubscriptionsFromProfileWriteResponses: {
      revision: "2023-10-15",
      shimmed: false,
      catalog: "2023-10-15-subscription-not-returned-by-default",
      reason: "Create Profile and Update Profile take no `additional-fields[profile]` in the newer revision, so the shim cannot ask for the subscription object; the call goes through and `subscriptions` is absent (it was optional).",
      manualStep: "Read the profile's subscriptions with Get Profile after creating or updating it (the shim asks for them there).",
    },
  },
  operations: {
    create_profile: {
      request: [{ op: "warn", change: "OmitSubscriptionsFromProfileWriteResponses" }],
      response: [
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "suppression",
          to: "suppressions",
          change: "RenameEmailSuppressionsToSuppression",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "sms", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
      ],
    },
    get_event_profile: {
      request: [
        {
          op: "optIn",
          parameter: "additional-fields[profile]",
          value: "subscriptions",
          change: "RequestSubscriptionsWithAdditionalFields",
        },
      ],
      response: [
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "suppression",
          to: "suppressions",
          change: "RenameEmailSuppressionsToSuppression",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "sms", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
      ],
    },
    get_list_profiles: {
      request: [
        {
          op: "optIn",
          parameter: "additional-fields[profile]",
          value: "subscriptions",
          change: "RequestSubscriptionsWithAdditionalFields",
        },
      ],
      response: [
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "email", "marketing"],
          from: "suppression",
          to: "suppressions",
          change: "RenameEmailSuppressionsToSuppression",
        },
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "email", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "sms", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
      ],
    },
    get_profile: {
      request: [
        {
          op: "optIn",
          parameter: "additional-fields[profile]",
          value: "subscriptions",
          change: "RequestSubscriptionsWithAdditionalFields",
        },
      ],
      response: [
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "suppression",
          to: "suppressions",
          change: "RenameEmailSuppressionsToSuppression",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "sms", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
      ],
    },
    get_profiles: {
      request: [
        {
          op: "optIn",
          parameter: "additional-fields[profile]",
          value: "subscriptions",
          change: "RequestSubscriptionsWithAdditionalFields",
        },
      ],
      response: [
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "email", "marketing"],
          from: "suppression",
          to: "suppressions",
          change: "RenameEmailSuppressionsToSuppression",
        },
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "email", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "sms", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
      ],
    },
    get_segment_profiles: {
      request: [
        {
          op: "optIn",
          parameter: "additional-fields[profile]",
          value: "subscriptions",
          change: "RequestSubscriptionsWithAdditionalFields",
        },
      ],
      response: [
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "email", "marketing"],
          from: "suppression",
          to: "suppressions",
          change: "RenameEmailSuppressionsToSuppression",
        },
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "email", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
        {
          op: "rename",
          at: ["data", [], "attributes", "subscriptions", "sms", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
      ],
    },
    subscribe_profiles: {
      request: [
        {
          op: "table",
          at: ["body", "data", "attributes", "profiles", "data", [], "attributes"],
          from: "channels",
          to: "subscriptions",
          rows: [
            {
              when: { email: ["MARKETING"] },
              value: { email: { marketing: { consent: "SUBSCRIBED" } } },
            },
            {
              when: { sms: ["MARKETING"] },
              value: { sms: { marketing: { consent: "SUBSCRIBED" } } },
            },
          ],
          absent: [
            { if: "email", value: { email: { marketing: { consent: "SUBSCRIBED" } } } },
            { if: "phone_number", value: { sms: { marketing: { consent: "SUBSCRIBED" } } } },
          ],
          change: "ReplaceSubscriptionChannelsWithConsent",
        },
      ],
    },
    update_profile: {
      request: [{ op: "warn", change: "OmitSubscriptionsFromProfileWriteResponses" }],
      response: [
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "suppression",
          to: "suppressions",
          change: "RenameEmailSuppressionsToSuppression",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "email", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
        {
          op: "rename",
          at: ["data", "attributes", "subscriptions", "sms", "marketing"],
          from: "consent_timestamp",
          to: "timestamp",
          change: "RenameSubscriptionTimestampToConsentTimestamp",
        },
      ],
    },
  },
};
