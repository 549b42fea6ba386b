import { addRule, operationArgs } from "./define.js";

addRule({
  id: "api-sunset-date-changed-too-small",
  severity: "breaking",
  message: "The sunset date of `{operation}` moved earlier, from `{before}` to `{after}`.",
  why: "Clients planned their migration for the announced date; the operation now retires sooner.",
  hint: "Move off the operation before the new, earlier sunset date.",
  keywords: ["retire", "sunset"],
  when: (c) => c.kind === "sunset-changed" && String(c.after) < String(c.before),
  args: (c) => ({ ...operationArgs(c), before: c.before, after: c.after }),
});
