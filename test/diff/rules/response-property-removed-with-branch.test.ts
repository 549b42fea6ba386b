// Rule response-property-removed-with-branch on its fixture pair (test/fixtures/diff/response-property-removed-with-branch/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-removed-with-branch", {
  severity: "dangerous",
  message:
    "The `iban` response property of `Transfer` was removed with the `Transfer` alternative (oneOf) that alone had it.",
});
