import { addRule } from "./define.js";

addRule({
  id: "api-authentication-required",
  severity: "breaking",
  message: "The operation now requires authentication: `{alternative}`.",
  why: "Unauthenticated calls, which worked before, are refused.",
  hint: "Send the credentials the requirement names.",
  keywords: ["key", "scope", "scopes"],
  match: (c) =>
    c.kind === "security-added" && c.args.hadNone === true ? { alternative: c.args.alternative } : undefined,
});
