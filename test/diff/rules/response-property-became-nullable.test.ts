// Rule response-property-became-nullable on its fixture pair (test/fixtures/diff/response-property-became-nullable/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-became-nullable", {
  severity: "dangerous",
  message: "The `note` response property of `Item` can now be null.",
});
