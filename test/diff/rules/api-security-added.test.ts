// Rule api-security-added on its fixture pair (test/fixtures/diff/api-security-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-added", {
  severity: "safe",
  message: "The `oauth` security requirement was added as an alternative.",
});
