// Rule endpoint-deprecated on its fixture pair (test/fixtures/diff/endpoint-deprecated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("endpoint-deprecated", {
  severity: "safe",
  message: "The operation `GET /items/` was deprecated.",
});
