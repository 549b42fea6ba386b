import { addRule, webhookPayloadJudged } from "./define.js";

addRule({
  id: "webhook-payload-changed-breaking",
  severity: "breaking",
  message: "The payload of webhook `{webhook}` changed at `{property}`: `{as}` for a receiver.",
  why: "The receiver must accept what the service sends, as a client must read a response: this change breaks a client that reads a response (the rule named in the message), so it breaks the receiver. (oasdiff judges a webhook as a request the API receives, the other way round.)",
  hint: "Update the receiver as the named rule's hint says for a client.",
  keywords: ["webhook", "payload"],
  match: webhookPayloadJudged("breaking"),
});
