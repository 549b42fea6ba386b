import { defineRule, inResponse } from "./define.js";

export default defineRule({
  id: "response-media-type-added",
  severity: "safe",
  direction: "response",
  message: "The response now also returns the `{mediaType}` media type.",
  why: "The media types returned before still are.",
  hint: "Nothing to do.",
  match: (c) => (inResponse(c) && c.kind === "media-type-added" ? { mediaType: c.args.mediaType } : undefined),
});
