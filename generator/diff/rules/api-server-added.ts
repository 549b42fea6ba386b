import { addRule } from "./define.js";

addRule({
  id: "api-server-added",
  severity: "safe",
  message: "The server `{url}` was added.",
  why: "The servers listed before still are.",
  match: (c) => (c.kind === "server-added" ? { url: c.args.url } : undefined),
});
