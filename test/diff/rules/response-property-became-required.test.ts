// Rule response-property-became-required on its fixture pair (test/fixtures/diff/response-property-became-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-became-required", {
  severity: "safe",
  message: "The `name` response property of `Item` became required.",
});
