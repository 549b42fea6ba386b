// Rule response-required-property-removed on its fixture pair (test/fixtures/diff/response-required-property-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-required-property-removed", {
  severity: "breaking",
  message: "The required `name` response property of `Item` was removed.",
});
