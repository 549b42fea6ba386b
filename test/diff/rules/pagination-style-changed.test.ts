// Rule pagination-style-changed on its fixture pair (test/fixtures/diff/pagination-style-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("pagination-style-changed", {
  severity: "breaking",
  message: "The pagination of `GET /items/` changed from `offset` to `cursor` (x-pagination).",
});
