// Rule endpoint-reactivated on its fixture pair (test/fixtures/diff/endpoint-reactivated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("endpoint-reactivated", {
  severity: "safe",
  message: "The operation `GET /items/` is no longer deprecated.",
});
