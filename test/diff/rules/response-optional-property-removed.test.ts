// Rule response-optional-property-removed on its fixture pair (test/fixtures/diff/response-optional-property-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-optional-property-removed", {
  severity: "breaking",
  message: "The optional `note` response property of `Item` was removed.",
});
