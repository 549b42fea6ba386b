import { addRule, endpoint } from "./define.js";

addRule({
  id: "api-operation-moved",
  severity: "breaking",
  message: "The operation `{operationId}` moved from `{before}` to `{after}`.",
  why: "Calls still go to the old method and path, which the revision no longer serves.",
  hint: "Call the new method and path; the operation is otherwise matched by its operationId, so its other findings still apply.",
  keywords: ["path", "paths", "move", "moves"],
  when: (c) => c.kind === "operation-moved",
  args: (c) => ({ operationId: c.site.operationId, before: endpoint(c.before), after: endpoint(c.after) }),
});
