// Rule api-rate-limit-changed on its fixture pair (test/fixtures/diff/api-rate-limit-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-rate-limit-changed", {
  severity: "safe",
  message: "The rate limit of `GET /items/` changed from `tier L` to `tier XL` (x-rate-limit).",
});
