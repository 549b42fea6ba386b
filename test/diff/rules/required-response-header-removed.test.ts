// Rule required-response-header-removed on its fixture pair (test/fixtures/diff/required-response-header-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("required-response-header-removed", {
  severity: "breaking",
  message: "The required response header `X-Total-Count` of status `200` was removed.",
});
