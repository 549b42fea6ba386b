// Rule request-parameter-became-required on its fixture pair (test/fixtures/diff/request-parameter-became-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-became-required", {
  severity: "breaking",
  message: "The query parameter `customer` became required.",
});
