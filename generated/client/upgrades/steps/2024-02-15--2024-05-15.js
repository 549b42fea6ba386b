/* generated from specs/changes/2024-05-15.yaml by revforge - do not edit */
export const step = {
  from: "2024-02-15",
  to: "2024-05-15",
  lifecycle: { revision: "2024-05-15", status: "GA", endOfSupport: "2026-05-15" },
  changes: {},
  operations: {},
};
