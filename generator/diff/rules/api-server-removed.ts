import { addRule } from "./define.js";

addRule({
  id: "api-server-removed",
  severity: "dangerous",
  message: "The server `{url}` was removed.",
  why: "Clients configured with that base URL may reach a host that no longer serves the API.",
  hint: "Point the client at one of the revision's servers.",
  keywords: ["host"],
  match: (c) => (c.kind === "server-removed" ? { url: c.args.url } : undefined),
});
