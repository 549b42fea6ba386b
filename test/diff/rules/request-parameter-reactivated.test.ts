// Rule request-parameter-reactivated on its fixture pair (test/fixtures/diff/request-parameter-reactivated/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-reactivated", {
  severity: "safe",
  message: "The query parameter `sort` is no longer deprecated.",
});
