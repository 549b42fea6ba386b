// Rule response-success-status-narrowed on its fixture pair (test/fixtures/diff/response-success-status-narrowed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-success-status-narrowed", {
  severity: "safe",
  message: "The success status `2XX` became `200`, one of the statuses it covered.",
});
