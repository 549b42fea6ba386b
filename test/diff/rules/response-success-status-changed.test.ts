// Rule response-success-status-changed on its fixture pair (test/fixtures/diff/response-success-status-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-success-status-changed", {
  severity: "breaking",
  message: "The success status changed from `200` to `201`.",
});
