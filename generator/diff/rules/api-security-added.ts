import { addRule } from "./define.js";

addRule({
  id: "api-security-added",
  severity: "safe",
  message: "The `{alternative}` security requirement was added as an alternative.",
  why: "The ways to authenticate that worked before still do.",
  match: (c) => (c.kind === "security-added" ? { alternative: c.args.alternative } : undefined),
});
