import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-property-x-extensible-enum-value-removed",
  severity: "breaking",
  message:
    "The `{property}` request property of `{schema}` no longer lists {values} as a known value (x-extensible-enum){context}.",
  why: "A value the server listed as known is no longer one; calls that send it may be refused or read differently. (oasdiff rates this an error too.)",
  hint: "Stop sending the removed values.",
  when: (c) => inRequest(c) && c.kind === "extensible-enum-value-removed",
  args: (c) => ({ ...propertyArgs(c), values: c.args.values }),
});
