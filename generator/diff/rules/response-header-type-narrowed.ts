import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-header-type-narrowed",
  severity: "safe",
  message: "The type of the response header `{header}` of status `{status}` narrowed from `{before}` to `{after}`.",
  why: "Every value the header carries now is one its old type allowed (an integer where a number was, no more null): code that parsed the old type still works.",
  when: (c) => inResponse(c) && c.kind === "response-header-type-changed" && c.args.narrowed === true,
  args: (c) => ({ header: c.args.header, status: c.args.status, before: c.args.from, after: c.args.to }),
});
