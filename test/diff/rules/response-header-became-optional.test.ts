// Rule response-header-became-optional on its fixture pair (test/fixtures/diff/response-header-became-optional/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-header-became-optional", {
  severity: "breaking",
  message: "The response header `X-Total-Count` of status `200` became optional.",
});
