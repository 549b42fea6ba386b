import { addRule, inBody } from "./define.js";

addRule({
  id: "request-body-media-type-added",
  severity: "safe",
  message: "The request body now also accepts the `{mediaType}` media type.",
  why: "The media types accepted before still are.",
  match: (c) => (inBody(c) && c.kind === "media-type-added" ? { mediaType: c.args.mediaType } : undefined),
});
