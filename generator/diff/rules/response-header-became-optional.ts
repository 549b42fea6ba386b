import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-header-became-optional",
  severity: "breaking",
  message: "The response header `{header}` of status `{status}` became optional.",
  why: "Code that reads the header, which every response carried, may now find nothing; generated types do not cover headers, so no compiler points at it. (oasdiff rates this an error too.)",
  hint: "Handle responses without the header.",
  when: (c) => inResponse(c) && c.kind === "response-header-required-removed",
  args: (c) => ({ header: c.args.header, status: c.args.status }),
});
