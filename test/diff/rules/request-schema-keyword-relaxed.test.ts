// Rule request-schema-keyword-relaxed on its fixture pair (test/fixtures/diff/request-schema-keyword-relaxed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-schema-keyword-relaxed", {
  severity: "safe",
  message: "The `contains` keyword of the `tags` request property of `POST /items/` was removed.",
});
