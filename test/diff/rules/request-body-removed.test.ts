// Rule request-body-removed on its fixture pair (test/fixtures/diff/request-body-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-removed", {
  severity: "breaking",
  message: "The request body was removed.",
});
