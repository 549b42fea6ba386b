// Rule api-sunset-date-extended on its fixture pair (test/fixtures/diff/api-sunset-date-extended/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-sunset-date-extended", {
  severity: "safe",
  message: "The sunset date of `GET /items/` moved later, from `2029-01-01` to `2030-01-01`.",
});
