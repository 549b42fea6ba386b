import { addRule } from "./define.js";

addRule({
  id: "api-security-scope-added",
  severity: "breaking",
  message: "The `{scheme}` security requirement now needs the scopes {scopes}.",
  why: "Tokens and keys without the new scopes are refused.",
  hint: "Request the new scopes (a new OAuth consent, or a newly generated key) before upgrading.",
  keywords: ["scope", "scopes", "key"],
  match: (c) => (c.kind === "security-scope-added" ? { scheme: c.args.scheme, scopes: c.args.scopes } : undefined),
});
