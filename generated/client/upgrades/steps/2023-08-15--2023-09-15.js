/* generated from specs/changes/2023-09-15.yaml by revforge - do not edit */
export const step = {
  from: "2023-08-15",
  to: "2023-09-15",
  lifecycle: { revision: "2023-09-15", status: "GA", endOfSupport: "2025-09-15" },
  changes: {},
  operations: {
    create_coupon: {
      descriptor: { id: "create_coupon", method: "POST", path: "/api/coupons/", auth: "api", body: "json" },
    },
    get_coupon: { descriptor: { id: "get_coupon", method: "GET", path: "/api/coupons/{id}/", auth: "api" } },
    get_coupons: { descriptor: { id: "get_coupons", method: "GET", path: "/api/coupons/", auth: "api" } },
  },
};
