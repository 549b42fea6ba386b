import { addRule, operationArgs } from "./define.js";

addRule({
  id: "api-removed-before-sunset",
  severity: "breaking",
  message: "The operation `{operation}` was removed before its sunset date `{sunset}`.",
  why: "Clients were promised the operation until its x-sunset date; the revision takes it away earlier.",
  hint: "Move off the operation now; the sunset date announced in the previous revision no longer holds.",
  keywords: ["removed", "retire"],
  when: (c) =>
    c.kind === "operation-removed" &&
    typeof c.args.sunset === "string" &&
    typeof c.args.revisionDate === "string" &&
    c.args.revisionDate < c.args.sunset,
  args: (c) => ({ ...operationArgs(c), sunset: c.args.sunset }),
});
