// Rule request-body-added-optional on its fixture pair (test/fixtures/diff/request-body-added-optional/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-added-optional", {
  severity: "safe",
  message: "An optional request body was added.",
});
