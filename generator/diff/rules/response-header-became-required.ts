import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-header-became-required",
  severity: "safe",
  message: "The response header `{header}` of status `{status}` became required.",
  why: "The header now always comes; code that handled its absence still works.",
  when: (c) => inResponse(c) && c.kind === "response-header-required-added",
  args: (c) => ({ header: c.args.header, status: c.args.status }),
});
