// Rule api-authentication-removed on its fixture pair (test/fixtures/diff/api-authentication-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-authentication-removed", {
  severity: "safe",
  message: "The operation no longer requires authentication (`apiKey` was removed).",
});
