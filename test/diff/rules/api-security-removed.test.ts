// Rule api-security-removed on its fixture pair (test/fixtures/diff/api-security-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-removed", {
  severity: "breaking",
  message: "The `apiKey` security requirement was removed.",
});
