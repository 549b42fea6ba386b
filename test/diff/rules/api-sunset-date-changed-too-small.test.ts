// Rule api-sunset-date-changed-too-small on its fixture pair (test/fixtures/diff/api-sunset-date-changed-too-small/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-sunset-date-changed-too-small", {
  severity: "breaking",
  message: "The sunset date of `GET /items/` moved earlier, from `2030-01-01` to `2029-01-01`.",
});
