// Rule request-parameter-became-optional on its fixture pair (test/fixtures/diff/request-parameter-became-optional/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-became-optional", {
  severity: "safe",
  message: "The query parameter `customer` became optional.",
});
