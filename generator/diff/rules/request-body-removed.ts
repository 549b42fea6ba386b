import { addRule } from "./define.js";

addRule({
  id: "request-body-removed",
  severity: "breaking",
  message: "The request body was removed.",
  why: "A body the client still sends is rejected or ignored.",
  hint: "Stop sending the body; check where its data goes in the revision.",
  match: (c) => (c.kind === "request-body-removed" ? {} : undefined),
});
