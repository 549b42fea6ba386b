// Rule api-removed-without-deprecation on its fixture pair (test/fixtures/diff/api-removed-without-deprecation/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-removed-without-deprecation", {
  severity: "breaking",
  message: "The operation `GET /items/` was removed without being deprecated first.",
});
