import { addRule } from "./define.js";

addRule({
  id: "api-security-scope-removed",
  severity: "safe",
  message: "The `{scheme}` security requirement no longer needs the scopes {scopes}.",
  why: "Credentials with more scopes than needed still work.",
  hint: "Nothing to do; the scopes may be dropped from new keys.",
  match: (c) => (c.kind === "security-scope-removed" ? { scheme: c.args.scheme, scopes: c.args.scopes } : undefined),
});
