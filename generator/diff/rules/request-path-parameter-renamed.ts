import { addRule } from "./define.js";

addRule({
  id: "request-path-parameter-renamed",
  severity: "safe",
  direction: "request",
  message: "The path parameter `{from}` was renamed to `{to}`.",
  why: "Path parameters are positional on the wire: the URL a client builds is the same.",
  hint: "Nothing to do for raw HTTP calls; generated clients may name the argument differently.",
  match: (c) => (c.kind === "parameter-renamed" ? { from: c.args.from, to: c.args.to } : undefined),
});
