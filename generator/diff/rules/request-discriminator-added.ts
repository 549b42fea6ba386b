import { addRule, inRequest, variantsArgs } from "./define.js";

addRule({
  id: "request-discriminator-added",
  severity: "dangerous",
  message: "The request variants of {variants} are now told apart by the `{after}` property{context}.",
  why: "The server may now pick the variant of a payload by this property alone: a payload that leaves it out, or whose value names another variant than its shape, is refused or read as another variant. (oasdiff rates this informational.)",
  hint: "Send each variant's value in the discriminator property.",
  when: (c) => inRequest(c) && c.kind === "discriminator-added",
  args: (c) => ({ ...variantsArgs(c), before: c.before, after: c.after }),
});
