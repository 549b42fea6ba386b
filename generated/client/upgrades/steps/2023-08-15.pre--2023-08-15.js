/* generated from specs/changes/2023-08-15.yaml by revforge - do not edit */
export const step = {
  from: "2023-08-15.pre",
  to: "2023-08-15",
  lifecycle: { revision: "2023-08-15", status: "GA", endOfSupport: "2025-08-15" },
  changes: {
    WithdrawCouponsBeta: {
      revision: "2023-08-15",
      shimmed: false,
      catalog: "2023-08-15-pre-coupons-beta",
      reason: "2023-08-15 has no coupon operations. Upgraded to 2023-09-15 or later, the shim sends coupon calls to the coupon operations of that revision unchanged.",
      manualStep: "Upgrade to 2023-09-15 or later (`upgradeTo`) to keep using coupons, or stop calling them.",
    },
  },
  operations: {
    create_coupon: { removedBy: "WithdrawCouponsBeta" },
    get_coupon: { removedBy: "WithdrawCouponsBeta" },
    get_coupons: { removedBy: "WithdrawCouponsBeta" },
  },
};
