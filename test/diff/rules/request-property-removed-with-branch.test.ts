// Rule request-property-removed-with-branch on its fixture pair (test/fixtures/diff/request-property-removed-with-branch/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-removed-with-branch", {
  severity: "breaking",
  message:
    "The `iban` request property of `Transfer` was removed with the `Transfer` alternative (oneOf) that alone had it.",
});
