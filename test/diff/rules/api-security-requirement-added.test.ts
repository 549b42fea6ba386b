// Rule api-security-requirement-added on its fixture pair (test/fixtures/diff/api-security-requirement-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-requirement-added", {
  severity: "breaking",
  message: "The `apiKey` security requirement now also needs `oauth` (`apiKey + oauth`).",
});
