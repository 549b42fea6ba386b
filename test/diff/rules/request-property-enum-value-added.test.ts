// Rule request-property-enum-value-added on its fixture pair (test/fixtures/diff/request-property-enum-value-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-enum-value-added", {
  severity: "safe",
  message: "The `status` request property of `Item` now also accepts `void`.",
});
