// Rule response-write-only-property-changed on its fixture pair (test/fixtures/diff/response-write-only-property-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-write-only-property-changed", {
  severity: "safe",
  message:
    "The write-only `pin` property of `Item` changed (`response-property-type-changed`); responses do not carry it.",
});
