import { addRule, operationArgs } from "./define.js";

addRule({
  id: "api-removed-without-deprecation",
  severity: "breaking",
  message: "The operation `{operation}` was removed without being deprecated first.",
  why: "Every call to the operation now fails, with no deprecation period to prepare.",
  hint: "Find what replaces the operation in the revision (the catalog entry says) and move the calls there before upgrading.",
  keywords: ["removed"],
  match: (c) => (c.kind === "operation-removed" ? operationArgs(c) : undefined),
});
