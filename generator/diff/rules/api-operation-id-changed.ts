import { addRule, operationArgs } from "./define.js";

addRule({
  id: "api-operation-id-changed",
  severity: "dangerous",
  message: "The operationId of `{operation}` changed from `{before}` to `{after}`.",
  why: "The wire call is unchanged, but generated clients name their functions after the operationId.",
  hint: "Rename the calls to the generated function; the request itself needs no change.",
  match: (c) =>
    c.kind === "operation-id-changed" ? { ...operationArgs(c), before: c.before, after: c.after } : undefined,
});
