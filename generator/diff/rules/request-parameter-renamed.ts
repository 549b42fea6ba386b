import { addRule } from "./define.js";

addRule({
  id: "request-parameter-renamed",
  severity: "safe",
  direction: "request",
  message: "The {in} parameter `{from}` was renamed to `{to}`.",
  why: "Path parameters are positional and header names are case-insensitive: the request a client sends is the same.",
  hint: "Nothing to do for raw HTTP calls; generated clients may name the argument differently.",
  match: (c) => (c.kind === "parameter-renamed" ? { in: c.args.in, from: c.args.from, to: c.args.to } : undefined),
});
