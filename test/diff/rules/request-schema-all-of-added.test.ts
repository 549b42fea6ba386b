// Rule request-schema-all-of-added on its fixture pair (test/fixtures/diff/request-schema-all-of-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-schema-all-of-added", {
  severity: "breaking",
  message: "An `allOf` member (`inline`) of the `code` request property of `POST /items/` was added.",
});
