// Rule request-property-enum-value-removed on its fixture pair (test/fixtures/diff/request-property-enum-value-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-enum-value-removed", {
  severity: "breaking",
  message: "The `status` request property of `Item` no longer accepts `void`.",
});
