// Rule api-rate-limit-lowered on its fixture pair (test/fixtures/diff/api-rate-limit-lowered/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-rate-limit-lowered", {
  severity: "dangerous",
  message: "The rate limit of `GET /items/` was lowered from `steady 100/m` to `steady 50/m` (x-rate-limit).",
});
