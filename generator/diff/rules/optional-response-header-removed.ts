import { addRule, inResponse } from "./define.js";

addRule({
  id: "optional-response-header-removed",
  severity: "dangerous",
  message: "The optional response header `{header}` of status `{status}` was removed.",
  why: "Code that reads the header when it comes never gets it now; the header was optional, so that code already handled its absence. (oasdiff rates this a warning.)",
  hint: "Check what the code did with the header when it came; the catalog entry says where its data went.",
  when: (c) => inResponse(c) && c.kind === "response-header-removed",
  args: (c) => ({ header: c.args.header, status: c.args.status }),
});
