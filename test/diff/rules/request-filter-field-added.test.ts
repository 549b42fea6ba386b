// Rule request-filter-field-added on its fixture pair (test/fixtures/diff/request-filter-field-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-filter-field-added", {
  severity: "safe",
  message: "The filter field `updated` was added to the query parameter `filter` (x-filter).",
});
