import { addRule, webhookPayloadJudged } from "./define.js";

addRule({
  id: "webhook-payload-changed-dangerous",
  severity: "dangerous",
  message: "The payload of webhook `{webhook}` changed at `{property}`: `{as}` for a receiver.",
  why: "The receiver reads the payload as a client reads a response: this change is dangerous for a client that reads a response (the rule named in the message), so for the receiver too. (oasdiff judges a webhook as a request the API receives, the other way round.)",
  hint: "Update the receiver as the named rule's hint says for a client.",
  keywords: ["webhook", "payload"],
  match: webhookPayloadJudged("dangerous"),
});
