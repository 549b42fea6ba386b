// Rule request-body-added-required on its fixture pair (test/fixtures/diff/request-body-added-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-added-required", {
  severity: "breaking",
  message: "A required request body was added.",
});
