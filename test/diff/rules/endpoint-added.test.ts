// Rule endpoint-added on its fixture pair (test/fixtures/diff/endpoint-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("endpoint-added", {
  severity: "safe",
  message: "The operation `GET /items/` was added.",
});
