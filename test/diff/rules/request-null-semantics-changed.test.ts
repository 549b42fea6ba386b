// Rule request-null-semantics-changed on its fixture pair (test/fixtures/diff/request-null-semantics-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-null-semantics-changed", {
  severity: "breaking",
  message: "Sending null in a field of `ItemUpdate` now clears that field (x-null-clears).",
});
