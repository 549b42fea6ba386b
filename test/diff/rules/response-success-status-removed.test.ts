// Rule response-success-status-removed on its fixture pair (test/fixtures/diff/response-success-status-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-success-status-removed", {
  severity: "breaking",
  message: "The `202` success response was removed.",
});
