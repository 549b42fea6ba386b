import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-header-type-changed",
  severity: "breaking",
  message: "The type of the response header `{header}` of status `{status}` changed from `{before}` to `{after}`.",
  why: "Code that parses the header's value as the old type (a count, a null it never saw) may fail on the new one; generated types do not cover headers, so no compiler points at it. (oasdiff rates this an error too.)",
  hint: "Parse the header as its new type.",
  when: (c) => inResponse(c) && c.kind === "response-header-type-changed" && c.args.narrowed !== true,
  args: (c) => ({ header: c.args.header, status: c.args.status, before: c.args.from, after: c.args.to }),
});
