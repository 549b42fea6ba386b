// Rule new-required-request-parameter on its fixture pair (test/fixtures/diff/new-required-request-parameter/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("new-required-request-parameter", {
  severity: "breaking",
  message: "The required query parameter `customer` was added.",
});
