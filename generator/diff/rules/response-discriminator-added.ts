import { addRule, inResponse, variantsArgs } from "./define.js";

addRule({
  id: "response-discriminator-added",
  severity: "safe",
  message: "The response variants of {variants} are now told apart by the `{after}` property{context}.",
  why: "Every response read before still reads; the generated types now pin each variant's property to its value, so a switch on it narrows to the variant.",
  hint: "Nothing to do; a switch on the property now narrows.",
  when: (c) => inResponse(c) && c.kind === "discriminator-added",
  args: (c) => ({ ...variantsArgs(c), before: c.before, after: c.after }),
});
