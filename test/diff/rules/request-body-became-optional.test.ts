// Rule request-body-became-optional on its fixture pair (test/fixtures/diff/request-body-became-optional/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-became-optional", {
  severity: "safe",
  message: "The request body became optional.",
});
