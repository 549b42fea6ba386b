import { addRule, operationArgs } from "./define.js";

addRule({
  id: "api-sunset-date-extended",
  severity: "safe",
  message: "The sunset date of `{operation}` moved later, from `{before}` to `{after}`.",
  why: "A later retirement gives clients more time and breaks nothing.",
  hint: "Nothing to do now; the migration deadline is later.",
  match: (c) => (c.kind === "sunset-changed" ? { ...operationArgs(c), before: c.before, after: c.after } : undefined),
});
