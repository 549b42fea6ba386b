import { addRule, inResponse } from "./define.js";

addRule({
  id: "required-response-header-removed",
  severity: "breaking",
  message: "The required response header `{header}` of status `{status}` was removed.",
  why: "Code that reads the header, which every response carried (a `Location`, a count, a link to the next page), finds nothing. (oasdiff rates this an error too.)",
  hint: "Stop reading the header; the catalog entry says where its data went.",
  when: (c) => inResponse(c) && c.kind === "response-header-removed" && c.args.required === true,
  args: (c) => ({ header: c.args.header, status: c.args.status }),
});
