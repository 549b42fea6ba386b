/* generated from specs/changes/2023-02-22.yaml by revforge - do not edit */
export const step = {
  from: "2023-01-24",
  to: "2023-02-22",
  lifecycle: { revision: "2023-02-22", status: "GA", endOfSupport: "2025-02-22" },
  changes: {
    PaginateFlowsWithCursor: {
      revision: "2023-02-22",
      shimmed: false,
      catalog: "2023-02-22-flows-cursor-pagination",
      reason: "The request and the first page keep the older shape, so the call goes through; but the older revision's pagination is not shown in the document, so no shim can tell whether code expected every flow in one answer.",
      manualStep: "Follow `links.next` to read every flow (getFlowsPages or getFlowsItems of the newer revision's entry point).",
    },
    ClearProfileFieldsWithNull: { revision: "2023-02-22", shimmed: true, catalog: "2023-02-22-null-clears-profile-field" },
  },
  operations: {
    get_flows: {
      descriptor: { id: "get_flows", method: "GET", path: "/api/flows/", auth: "api", paginated: true },
      request: [{ op: "warn", change: "PaginateFlowsWithCursor" }],
    },
  },
};
