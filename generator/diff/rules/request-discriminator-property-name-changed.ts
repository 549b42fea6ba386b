import { addRule, inRequest, variantsArgs } from "./define.js";

addRule({
  id: "request-discriminator-property-name-changed",
  severity: "breaking",
  message: "The request variants of {variants} are now told apart by the `{after}` property, not `{before}`{context}.",
  why: "The server now picks the variant of a payload by another property: a payload written for the old one, which the generated types pinned to each variant's value, is refused or read as another variant. (oasdiff rates this informational; a call that worked can fail, so breaking here.)",
  hint: "Send each variant's value in the new discriminator property.",
  when: (c) => inRequest(c) && c.kind === "discriminator-property-changed",
  args: (c) => ({ ...variantsArgs(c), before: c.before, after: c.after }),
});
