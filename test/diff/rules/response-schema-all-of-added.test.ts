// Rule response-schema-all-of-added on its fixture pair (test/fixtures/diff/response-schema-all-of-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-schema-all-of-added", {
  severity: "safe",
  message: "An `allOf` member (`inline`) of the `code` response property of `GET /items/` was added.",
});
