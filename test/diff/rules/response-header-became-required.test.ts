// Rule response-header-became-required on its fixture pair (test/fixtures/diff/response-header-became-required/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-header-became-required", {
  severity: "safe",
  message: "The response header `X-Total-Count` of status `200` became required.",
});
