// Rule response-non-success-status-removed on its fixture pair (test/fixtures/diff/response-non-success-status-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-non-success-status-removed", {
  severity: "safe",
  message: "The `404` response was removed.",
});
