import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-media-type-parameters-changed",
  severity: "dangerous",
  message:
    "The parameters of the `{mediaType}` response media type of status {status} changed from `{before}` to `{after}`.",
  why: "The media type is the same but its parameters (charset, profile, version...) differ: a client that sends an exact Accept header may get 406, and a profile or version parameter may change what the body means. (oasdiff sees two different media types, a removal and an addition.)",
  hint: "Accept the new parameters and check what they mean.",
  when: (c) => inResponse(c) && c.kind === "media-type-parameters-changed",
  args: (c) => ({ mediaType: c.args.mediaType, status: c.args.status, before: c.before, after: c.after }),
});
