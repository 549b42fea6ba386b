// Rule api-removed-before-sunset on its fixture pair (test/fixtures/diff/api-removed-before-sunset/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-removed-before-sunset", {
  severity: "breaking",
  message: "The operation `GET /items/` was removed before its sunset date `2030-01-01`.",
});
