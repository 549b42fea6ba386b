// Rule response-schema-keyword-tightened on its fixture pair (test/fixtures/diff/response-schema-keyword-tightened/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-schema-keyword-tightened", {
  severity: "safe",
  message: "The `dependentRequired` keyword of the `price` response property of `GET /items/` was added.",
});
