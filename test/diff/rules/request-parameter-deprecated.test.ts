// Rule request-parameter-deprecated on its fixture pair (test/fixtures/diff/request-parameter-deprecated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-deprecated", {
  severity: "safe",
  message: "The query parameter `sort` was deprecated.",
});
