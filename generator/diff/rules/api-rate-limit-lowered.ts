import { addRule, operationArgs, rateLabel, lowered } from "./define.js";

addRule({
  id: "api-rate-limit-lowered",
  severity: "dangerous",
  direction: "operation",
  message: "The rate limit of `{operation}` was lowered from `{before}` to `{after}` (x-rate-limit).",
  why: "Calls that fitted in the old limit may now be throttled with 429 responses.",
  hint: "Spread the calls out or batch them, and make sure 429 responses are retried after the advertised delay.",
  keywords: ["rate", "limit"],
  when: (c) => c.kind === "rate-limit-changed" && lowered(c.before, c.after),
  args: (c) => ({ ...operationArgs(c), before: rateLabel(c.before), after: rateLabel(c.after) }),
});
