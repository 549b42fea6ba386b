// Rule request-property-x-extensible-enum-value-removed on its fixture pair (test/fixtures/diff/request-property-x-extensible-enum-value-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-x-extensible-enum-value-removed", {
  severity: "breaking",
  message:
    "The `channel` request property of `POST /items/` no longer lists `fax` as a known value (x-extensible-enum).",
});
