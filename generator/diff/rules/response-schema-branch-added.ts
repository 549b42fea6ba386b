/**
 * Rule response-schema-branch-added (breaking, response): A `{branch}` alternative ({combinator}) was added to the `{property}` response property of `{schema}`{context}.
 * Why: Code that handles the known alternatives meets one it does not.
 */
import { defineRule, inResponse, propertyArgs } from "./define.js";

export default defineRule({
  id: "response-schema-branch-added",
  severity: "breaking",
  direction: "response",
  message:
    "A `{branch}` alternative ({combinator}) was added to the `{property}` response property of `{schema}`{context}.",
  why: "Code that handles the known alternatives meets one it does not.",
  hint: "Handle the new alternative.",
  match: (c) =>
    inResponse(c) && c.kind === "branch-added"
      ? { ...propertyArgs(c), branch: c.args.branch, combinator: c.args.combinator }
      : undefined,
});
