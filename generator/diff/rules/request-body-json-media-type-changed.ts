import { addRule, inBody } from "./define.js";

addRule({
  id: "request-body-json-media-type-changed",
  severity: "dangerous",
  message: "The request body's media type changed from `{before}` to `{after}`, both JSON.",
  why: "The body is still JSON and the generated runtime writes it the same way, labelled with the spec's media type; a client made from the old spec keeps the old label, which a server that matches the Content-Type exactly may now refuse (415), and a type such as `application/merge-patch+json` may give the same JSON another meaning (null deletes). (oasdiff reports a media type removed and another added.)",
  hint: "Check what the new media type means for the body, and send it with that Content-Type where the server requires it.",
  keywords: ["content type", "json"],
  when: (c) => inBody(c) && c.kind === "media-type-changed" && c.args.json === true,
  args: (c) => ({ before: c.before, after: c.after }),
});
