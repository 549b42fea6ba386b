// Rule sunset-deleted on its fixture pair (test/fixtures/diff/sunset-deleted/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("sunset-deleted", {
  severity: "safe",
  message: "The sunset date `2030-01-01` of `GET /items/` was removed.",
});
