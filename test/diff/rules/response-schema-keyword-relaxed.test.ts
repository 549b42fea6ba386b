// Rule response-schema-keyword-relaxed on its fixture pair (test/fixtures/diff/response-schema-keyword-relaxed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-schema-keyword-relaxed", {
  severity: "dangerous",
  message: "The `propertyNames` keyword of the `labels` response property of `GET /items/` was removed.",
});
