import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-header-added",
  severity: "safe",
  message: "The response header `{header}` was added to status `{status}`.",
  why: "Readers ignore headers they do not know.",
  when: (c) => inResponse(c) && c.kind === "response-header-added",
  args: (c) => ({ header: c.args.header, status: c.args.status }),
});
