// Rule response-property-enum-value-removed on its fixture pair (test/fixtures/diff/response-property-enum-value-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-enum-value-removed", {
  severity: "safe",
  message: "The `status` response property of `Item` is no longer `void`.",
});
