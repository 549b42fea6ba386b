import { addRule, inRequest, variantsArgs } from "./define.js";

addRule({
  id: "request-discriminator-removed",
  severity: "dangerous",
  message: "The request variants of {variants} are no longer told apart by the `{before}` property{context}.",
  why: "The server now picks the variant by its shape alone: a payload that fits several variants, told apart by the property before, may be refused as ambiguous. (oasdiff rates this informational.)",
  hint: "Check that each payload fits one variant only.",
  when: (c) => inRequest(c) && c.kind === "discriminator-removed",
  args: (c) => ({ ...variantsArgs(c), before: c.before, after: c.after }),
});
