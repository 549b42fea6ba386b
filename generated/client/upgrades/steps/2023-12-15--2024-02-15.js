/* generated from specs/changes/2024-02-15.yaml by revforge - do not edit */
export { restoreEventAttributions } from "../converters/2024-02-15.js";
export const step = {
  from: "2023-12-15",
  to: "2024-02-15",
  lifecycle: { revision: "2024-02-15", status: "GA", endOfSupport: "2026-02-15" },
  changes: {
    RemoveAttributionFromEventCreation: {
      revision: "2024-02-15",
      shimmed: false,
      catalog: "2024-02-15-attribution-removed",
      reason: "The newer revision rejects `$attribution` in event properties and has no other field to carry it; dropping it would lose what the caller sent.",
      manualStep: "Remove `$attribution` from the properties of Create Event and Create Client Event; read attribution data with `include=attributions` on Get Events and Get Event.",
    },
    RequestEventAttributionsWithInclude: { revision: "2024-02-15", shimmed: true, catalog: "2024-02-15-attribution-removed" },
  },
  operations: {
    create_client_event: {
      request: [
        {
          op: "fail",
          when: "present",
          at: ["body", "data", "attributes", "properties", "$attribution"],
          change: "RemoveAttributionFromEventCreation",
        },
      ],
    },
    create_event: {
      request: [
        {
          op: "fail",
          when: "present",
          at: ["body", "data", "attributes", "properties", "$attribution"],
          change: "RemoveAttributionFromEventCreation",
        },
      ],
    },
    get_event: {
      request: [
        {
          op: "optIn",
          parameter: "include",
          value: "attributions",
          change: "RequestEventAttributionsWithInclude",
        },
      ],
      response: [
        {
          op: "call",
          fn: "restoreEventAttributions",
          change: "RequestEventAttributionsWithInclude",
        },
      ],
    },
    get_events: {
      request: [
        {
          op: "optIn",
          parameter: "include",
          value: "attributions",
          change: "RequestEventAttributionsWithInclude",
        },
      ],
      response: [
        {
          op: "call",
          fn: "restoreEventAttributions",
          change: "RequestEventAttributionsWithInclude",
        },
      ],
    },
  },
};
