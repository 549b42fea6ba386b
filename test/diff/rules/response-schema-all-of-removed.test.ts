// Rule response-schema-all-of-removed on its fixture pair (test/fixtures/diff/response-schema-all-of-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-schema-all-of-removed", {
  severity: "dangerous",
  message: "An `allOf` member (`inline`) of the `code` response property of `GET /items/` was removed.",
});
