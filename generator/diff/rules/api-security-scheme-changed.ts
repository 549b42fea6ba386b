import { addRule, type Args } from "./define.js";

addRule({
  id: "api-security-scheme-changed",
  severity: "breaking",
  message: "The `{scheme}` security scheme changed from `{before}` to `{after}`.",
  why: "Credentials sent the old way (another header, the query, another HTTP scheme) are not found.",
  hint: "Send the credentials the way the revision's scheme says.",
  keywords: ["key", "authorization"],
  when: (c) => c.kind === "security-scheme-changed",
  args: (c) => ({ scheme: c.args.scheme, before: schemeLabel(c.before), after: schemeLabel(c.after) }),
});

/** A security scheme as words: `apiKey in header Authorization`, `http basic`, `oauth2`. */
function schemeLabel(value: unknown): string {
  const v = (value ?? {}) as Args;
  return [v.type, v.in === undefined ? undefined : `in ${String(v.in)}`, v.name, v.scheme]
    .filter((x) => x !== undefined && x !== "")
    .join(" ");
}
