// Rule optional-response-header-removed on its fixture pair (test/fixtures/diff/optional-response-header-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("optional-response-header-removed", {
  severity: "dangerous",
  message: "The optional response header `Link` of status `200` was removed.",
});
