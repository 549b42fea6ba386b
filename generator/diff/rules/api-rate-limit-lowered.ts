import { addRule, operationArgs, rateLabel, type Args } from "./define.js";

addRule({
  id: "api-rate-limit-lowered",
  severity: "dangerous",
  message: "The rate limit of `{operation}` was lowered from `{before}` to `{after}` (x-rate-limit).",
  why: "Calls that fitted in the old limit may now be throttled with 429 responses.",
  hint: "Spread the calls out or batch them, and make sure 429 responses are retried after the advertised delay.",
  keywords: ["rate", "limit"],
  when: (c) => c.kind === "rate-limit-changed" && lowered(c.before, c.after),
  args: (c) => ({ ...operationArgs(c), before: rateLabel(c.before), after: rateLabel(c.after) }),
});

/** Whether the steady rate went down: both sides give `N/unit` in the same unit and the number fell. */
function lowered(before: unknown, after: unknown): boolean {
  const rate = (v: unknown) => /^(\d+(?:\.\d+)?)\/(\w+)$/.exec(String((v as Args | undefined)?.steady ?? ""));
  const [b, a] = [rate(before), rate(after)];
  return Boolean(b && a && b[2] === a[2] && Number(a[1]) < Number(b[1]));
}
