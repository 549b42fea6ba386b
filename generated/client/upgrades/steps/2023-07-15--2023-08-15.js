/* generated from specs/changes/2023-08-15.yaml by revforge - do not edit */
export const step = {
  from: "2023-07-15",
  to: "2023-08-15",
  lifecycle: { revision: "2023-08-15", status: "GA", endOfSupport: "2025-08-15" },
  changes: {},
  operations: {},
};
