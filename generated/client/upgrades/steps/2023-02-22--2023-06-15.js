/* generated from specs/changes/2023-06-15.yaml by revforge - do not edit */
export const step = {
  from: "2023-02-22",
  to: "2023-06-15",
  lifecycle: { revision: "2023-06-15", status: "GA", endOfSupport: "2025-06-15" },
  changes: { RenameListAndSegmentProfilesPathParameterToId: { revision: "2023-06-15", shimmed: true } },
  operations: {
    get_list_profiles: {
      descriptor: { id: "get_list_profiles", method: "GET", path: "/api/lists/{id}/profiles/", auth: "api" },
      request: [
        {
          op: "rename",
          at: ["path"],
          from: "list_id",
          to: "id",
          change: "RenameListAndSegmentProfilesPathParameterToId",
        },
      ],
    },
    get_segment_profiles: {
      descriptor: {
        id: "get_segment_profiles",
        method: "GET",
        path: "/api/segments/{id}/profiles/",
        auth: "api",
      },
      request: [
        {
          op: "rename",
          at: ["path"],
          from: "segment_id",
          to: "id",
          change: "RenameListAndSegmentProfilesPathParameterToId",
        },
      ],
    },
  },
};
