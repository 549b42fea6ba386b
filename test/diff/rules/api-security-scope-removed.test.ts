// Rule api-security-scope-removed on its fixture pair (test/fixtures/diff/api-security-scope-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-scope-removed", {
  severity: "safe",
  message: "The `oauth` security requirement no longer needs the scopes `items:write`.",
});
