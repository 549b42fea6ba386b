import { addRule } from "./define.js";

addRule({
  id: "api-security-requirement-added",
  severity: "breaking",
  message: "The `{was}` security requirement now also needs {schemes} (`{alternative}`).",
  why: "Calls that authenticate the old way lack the new credentials and are refused. (oasdiff rates security changes informational; a call that worked fails, so breaking here.)",
  hint: "Send the credentials of the added schemes too.",
  keywords: ["key", "scope", "scopes"],
  when: (c) => c.kind === "security-requirement-added",
  args: (c) => ({ was: c.args.was, alternative: c.args.alternative, schemes: c.args.schemes }),
});
