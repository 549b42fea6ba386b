// Rule request-schema-keyword-tightened on its fixture pair (test/fixtures/diff/request-schema-keyword-tightened/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-schema-keyword-tightened", {
  severity: "breaking",
  message: "The `minContains` keyword of the `tags` request property of `POST /items/` was changed from 1 to 2.",
});
