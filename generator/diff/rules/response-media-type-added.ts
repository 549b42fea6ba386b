import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-media-type-added",
  severity: "safe",
  message: "The response now also returns the `{mediaType}` media type.",
  why: "The media types returned before still are.",
  match: (c) => (inResponse(c) && c.kind === "media-type-added" ? { mediaType: c.args.mediaType } : undefined),
});
