// Rule response-property-became-optional on its fixture pair (test/fixtures/diff/response-property-became-optional/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-became-optional", {
  severity: "dangerous",
  message: "The `name` response property of `Item` became optional.",
});
