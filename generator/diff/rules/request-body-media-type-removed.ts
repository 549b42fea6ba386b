import { addRule, inBody } from "./define.js";

addRule({
  id: "request-body-media-type-removed",
  severity: "breaking",
  message: "The request body no longer accepts the `{mediaType}` media type.",
  why: "Bodies sent with that content type are rejected.",
  hint: "Send the body in one of the media types the revision still accepts.",
  match: (c) => (inBody(c) && c.kind === "media-type-removed" ? { mediaType: c.args.mediaType } : undefined),
});
