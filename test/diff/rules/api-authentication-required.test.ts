// Rule api-authentication-required on its fixture pair (test/fixtures/diff/api-authentication-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-authentication-required", {
  severity: "breaking",
  message: "The operation now requires authentication: `apiKey`.",
});
