// Rule request-property-became-optional on its fixture pair (test/fixtures/diff/request-property-became-optional/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-became-optional", {
  severity: "safe",
  message: "The `note` request property of `Item` became optional.",
});
