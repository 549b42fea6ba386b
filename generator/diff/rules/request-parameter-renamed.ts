import { addRule } from "./define.js";

addRule({
  id: "request-parameter-renamed",
  severity: "dangerous",
  message: "The {in} parameter `{from}` was renamed to `{to}`.",
  why: "Path parameters are positional and header names are case-insensitive, so the request on the wire is the same, but generated clients take path and header arguments by their exact name: typed code that passes the old name no longer compiles.",
  hint: "Pass the argument under its new name; raw HTTP calls need no change.",
  match: (c) => (c.kind === "parameter-renamed" ? { in: c.args.in, from: c.args.from, to: c.args.to } : undefined),
});
