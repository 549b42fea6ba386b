import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-removed",
  severity: "breaking",
  message: "The {in} parameter `{parameter}` was removed.",
  why: "A client that still sends the parameter has it ignored or rejected; either way the call no longer does what it asked.",
  hint: "Stop sending the parameter and check what replaces it in the revision.",
  keywords: ["removed"],
  match: (c) => (c.kind === "parameter-removed" ? parameterArgs(c) : undefined),
});
