// Rule api-security-scope-added on its fixture pair (test/fixtures/diff/api-security-scope-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-security-scope-added", {
  severity: "breaking",
  message: "The `oauth` security requirement now needs the scopes `items:write`.",
});
