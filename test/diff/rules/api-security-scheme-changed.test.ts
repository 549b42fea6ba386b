// Rule api-security-scheme-changed on its fixture pair (test/fixtures/diff/api-security-scheme-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-scheme-changed", {
  severity: "breaking",
  message: "The `apiKey` security scheme changed from `apiKey in header Authorization` to `apiKey in query api_key`.",
});
