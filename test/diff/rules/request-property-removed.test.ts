// Rule request-property-removed on its fixture pair (test/fixtures/diff/request-property-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-removed", {
  severity: "breaking",
  message: "The `note` request property of `Item` was removed.",
});
