import { addRule, operationArgs } from "./define.js";

addRule({
  id: "api-sunset-date-set",
  severity: "dangerous",
  message: "The operation `{operation}` will be retired on `{after}` (x-sunset).",
  why: "Nothing breaks yet, but the operation now has a retirement date after which calls may fail.",
  hint: "Schedule the move off the operation before the sunset date.",
  keywords: ["retire", "sunset"],
  match: (c) => (c.kind === "sunset-added" ? { ...operationArgs(c), after: c.after } : undefined),
});
