// Rule request-filter-operator-added on its fixture pair (test/fixtures/diff/request-filter-operator-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-filter-operator-added", {
  severity: "safe",
  message: "The filter operator `less-than` was added to the query parameter `filter` for `updated` (x-filter).",
});
