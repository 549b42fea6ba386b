// Rule request-body-became-required on its fixture pair (test/fixtures/diff/request-body-became-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-became-required", {
  severity: "breaking",
  message: "The request body became required.",
});
