import { addRule, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-style-changed",
  severity: "breaking",
  message: "The serialisation of the {in} parameter `{parameter}` changed from `{before}` to `{after}`.",
  why: "The same values are written differently on the wire, so the server misreads what an old client sends.",
  hint: "Serialise the parameter the new way (generated clients do this for you after regenerating).",
  match: (c) =>
    c.kind === "parameter-style-changed" ? { ...parameterArgs(c), before: c.before, after: c.after } : undefined,
});
