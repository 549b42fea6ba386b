// Rule response-property-enum-value-added on its fixture pair (test/fixtures/diff/response-property-enum-value-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-enum-value-added", {
  severity: "dangerous",
  message: "The `status` response property of `Item` can now also be `void`.",
});
