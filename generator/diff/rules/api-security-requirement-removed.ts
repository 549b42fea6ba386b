import { addRule } from "./define.js";

addRule({
  id: "api-security-requirement-removed",
  severity: "safe",
  message: "The `{was}` security requirement no longer needs {schemes} (`{alternative}`).",
  why: "Credentials a client still sends for the dropped schemes do no harm.",
  when: (c) => c.kind === "security-requirement-removed",
  args: (c) => ({ was: c.args.was, alternative: c.args.alternative, schemes: c.args.schemes }),
});
