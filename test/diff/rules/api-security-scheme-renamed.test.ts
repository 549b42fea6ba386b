// Rule api-security-scheme-renamed on its fixture pair (test/fixtures/diff/api-security-scheme-renamed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-scheme-renamed", {
  severity: "dangerous",
  message: "The `apiKey` security scheme is now named `ApiKeyAuth`; credentials are sent as before.",
});
