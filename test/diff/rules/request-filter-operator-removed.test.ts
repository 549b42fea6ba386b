// Rule request-filter-operator-removed on its fixture pair (test/fixtures/diff/request-filter-operator-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-filter-operator-removed", {
  severity: "breaking",
  message: "The filter operator `greater-than` of the query parameter `filter` was removed (x-filter).",
});
