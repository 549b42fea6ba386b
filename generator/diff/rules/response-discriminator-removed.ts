import { addRule, inResponse, variantsArgs } from "./define.js";

addRule({
  id: "response-discriminator-removed",
  severity: "dangerous",
  message: "The response variants of {variants} are no longer told apart by the `{before}` property{context}.",
  why: "The generated types no longer pin each variant's property to its value: code that switches on it no longer narrows to the variant (a type error), and the values are no longer promised. (oasdiff rates this informational.)",
  hint: "Tell the variants apart by their own properties, or keep the old types until the code does.",
  when: (c) => inResponse(c) && c.kind === "discriminator-removed",
  args: (c) => ({ ...variantsArgs(c), before: c.before, after: c.after }),
});
