// Rule request-filter-field-removed on its fixture pair (test/fixtures/diff/request-filter-field-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-filter-field-removed", {
  severity: "breaking",
  message: "The filter field `updated` of the query parameter `filter` was removed (x-filter).",
});
