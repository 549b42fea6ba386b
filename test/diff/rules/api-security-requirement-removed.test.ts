// Rule api-security-requirement-removed on its fixture pair (test/fixtures/diff/api-security-requirement-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-requirement-removed", {
  severity: "safe",
  message: "The `apiKey + oauth` security requirement no longer needs `oauth` (`apiKey`).",
});
