// Rule response-property-became-write-only on its fixture pair (test/fixtures/diff/response-property-became-write-only/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-became-write-only", {
  severity: "dangerous",
  message: "The `token` response property of `Item` became write-only.",
});
