import { addRule } from "./define.js";

addRule({
  id: "api-security-removed",
  severity: "breaking",
  message: "The `{alternative}` security requirement was removed.",
  why: "Clients that authenticate that way are refused.",
  hint: "Authenticate with one of the requirements the revision keeps.",
  keywords: ["key", "scope", "scopes"],
  match: (c) =>
    c.kind === "security-removed" && Number(c.args.remaining) > 0 ? { alternative: c.args.alternative } : undefined,
});
