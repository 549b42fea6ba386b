import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-media-type-removed",
  severity: "breaking",
  message: "The response no longer returns the `{mediaType}` media type.",
  why: "A client that asks for or parses that media type gets something else.",
  hint: "Ask for and parse one of the media types the revision still returns.",
  match: (c) => (inResponse(c) && c.kind === "media-type-removed" ? { mediaType: c.args.mediaType } : undefined),
});
