/* generated from specs/changes/2023-12-15.yaml by revforge - do not edit */
export const step = {
  from: "2023-10-15",
  to: "2023-12-15",
  lifecycle: { revision: "2023-12-15", status: "GA", endOfSupport: "2025-12-15" },
  changes: {},
  operations: {},
};
