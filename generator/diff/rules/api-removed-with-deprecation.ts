import { addRule, operationArgs } from "./define.js";

addRule({
  id: "api-removed-with-deprecation",
  severity: "dangerous",
  message: "The deprecated operation `{operation}` was removed.",
  why: "The removal was announced by the deprecation, but code that still calls the operation fails.",
  hint: "Replace the calls with the operation the deprecation notice points to.",
  keywords: ["removed", "retire"],
  match: (c) => (c.kind === "operation-removed" && c.args.deprecated === true ? operationArgs(c) : undefined),
});
