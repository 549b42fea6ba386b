import { addRule, inResponse, variantsArgs } from "./define.js";

addRule({
  id: "response-discriminator-property-name-changed",
  severity: "breaking",
  message: "The response variants of {variants} are now told apart by the `{after}` property, not `{before}`{context}.",
  why: "Code that switches on the old property, which the generated types pinned to each variant's value, no longer learns which variant it reads and handles it as another. (oasdiff rates this informational; a response the client misreads breaks it, so breaking here.)",
  hint: "Switch on the new discriminator property.",
  when: (c) => inResponse(c) && c.kind === "discriminator-property-changed",
  args: (c) => ({ ...variantsArgs(c), before: c.before, after: c.after }),
});
