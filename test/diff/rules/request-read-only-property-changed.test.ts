// Rule request-read-only-property-changed on its fixture pair (test/fixtures/diff/request-read-only-property-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-read-only-property-changed", {
  severity: "safe",
  message:
    "The read-only `status` property of `Item` changed (`request-property-enum-value-removed`); requests do not send it.",
});
