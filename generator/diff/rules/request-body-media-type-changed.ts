import { addRule, inBody } from "./define.js";

addRule({
  id: "request-body-media-type-changed",
  severity: "breaking",
  message: "The request body's media type changed from `{before}` to `{after}`.",
  why: "Bodies sent with the old content type are rejected or misread.",
  hint: "Send the body with the new content type and in its format.",
  keywords: ["content type", "json"],
  match: (c) => (inBody(c) && c.kind === "media-type-changed" ? { before: c.before, after: c.after } : undefined),
});
