// Rule api-sunset-date-set on its fixture pair (test/fixtures/diff/api-sunset-date-set/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-sunset-date-set", {
  severity: "dangerous",
  message: "The operation `GET /items/` will be retired on `2030-01-01` (x-sunset).",
});
