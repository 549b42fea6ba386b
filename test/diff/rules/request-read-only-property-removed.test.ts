// Rule request-read-only-property-removed on its fixture pair (test/fixtures/diff/request-read-only-property-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-read-only-property-removed", {
  severity: "safe",
  message: "The read-only `created` request property of `ItemCreate` was removed.",
});
