import { addRule, inBody } from "./define.js";

addRule({
  id: "request-body-media-type-parameters-changed",
  severity: "dangerous",
  message: "The parameters of the `{mediaType}` request body changed from `{before}` to `{after}`.",
  why: "The media type is the same but its parameters (charset, profile, version...) differ: a server that matches the Content-Type exactly may refuse the old one (415), and a profile or version parameter may change what the body means. (oasdiff sees two different media types, a removal and an addition.)",
  hint: "Send the Content-Type with the new parameters.",
  when: (c) => inBody(c) && c.kind === "media-type-parameters-changed",
  args: (c) => ({ mediaType: c.args.mediaType, before: c.before, after: c.after }),
});
