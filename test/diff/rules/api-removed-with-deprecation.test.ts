// Rule api-removed-with-deprecation on its fixture pair (test/fixtures/diff/api-removed-with-deprecation/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-removed-with-deprecation", {
  severity: "dangerous",
  message: "The deprecated operation `GET /items/` was removed.",
});
