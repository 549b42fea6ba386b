import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-media-type-changed",
  severity: "breaking",
  message: "The response's media type changed from `{before}` to `{after}`.",
  why: "A client that parses the old content type misreads the new body.",
  hint: "Parse the response in the new media type and send a matching Accept header.",
  keywords: ["content type", "json"],
  match: (c) => (inResponse(c) && c.kind === "media-type-changed" ? { before: c.before, after: c.after } : undefined),
});
