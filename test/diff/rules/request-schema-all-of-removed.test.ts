// Rule request-schema-all-of-removed on its fixture pair (test/fixtures/diff/request-schema-all-of-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-schema-all-of-removed", {
  severity: "safe",
  message: "An `allOf` member (`inline`) of the `code` request property of `POST /items/` was removed.",
});
