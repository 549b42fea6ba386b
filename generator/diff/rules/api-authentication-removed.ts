import { addRule } from "./define.js";

addRule({
  id: "api-authentication-removed",
  severity: "safe",
  message: "The operation no longer requires authentication (`{alternative}` was removed).",
  why: "Credentials a client still sends do no harm.",
  match: (c) => (c.kind === "security-removed" ? { alternative: c.args.alternative } : undefined),
});
