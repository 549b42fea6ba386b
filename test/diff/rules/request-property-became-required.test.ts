// Rule request-property-became-required on its fixture pair (test/fixtures/diff/request-property-became-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-became-required", {
  severity: "breaking",
  message: "The `note` request property of `Item` became required.",
});
