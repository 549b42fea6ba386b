import { addRule, operationArgs, rateLabel } from "./define.js";

addRule({
  id: "api-rate-limit-changed",
  severity: "safe",
  message: "The rate limit of `{operation}` changed from `{before}` to `{after}` (x-rate-limit).",
  why: "A raised or re-tiered limit does not make any call fail that succeeded before.",
  hint: "Nothing to do; more headroom may be available.",
  keywords: ["rate", "limit"],
  when: (c) => c.kind === "rate-limit-changed",
  args: (c) => ({ ...operationArgs(c), before: rateLabel(c.before), after: rateLabel(c.after) }),
});
