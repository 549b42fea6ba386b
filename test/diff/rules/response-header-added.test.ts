// Rule response-header-added on its fixture pair (test/fixtures/diff/response-header-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-header-added", {
  severity: "safe",
  message: "The response header `Link` was added to status `200`.",
});
