import { addRule, inResponse } from "./define.js";

addRule({
  id: "response-json-media-type-changed",
  severity: "safe",
  message: "The response's media type changed from `{before}` to `{after}`, both JSON.",
  why: "The generated runtime reads `application/json` and every `+json` type (`application/problem+json`, `application/vnd.api+json`...) the same way, parameters aside; the body's schema is compared on its own. (oasdiff reports a media type removed and another added.)",
  hint: "Nothing to do for a JSON client; a client that matches the Content-Type exactly should accept the new one.",
  keywords: ["content type", "json"],
  when: (c) => inResponse(c) && c.kind === "media-type-changed" && c.args.json === true,
  args: (c) => ({ before: c.before, after: c.after }),
});
