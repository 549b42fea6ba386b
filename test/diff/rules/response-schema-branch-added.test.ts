// Rule response-schema-branch-added on its fixture pair (test/fixtures/diff/response-schema-branch-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-schema-branch-added", {
  severity: "dangerous",
  message: "A `Cash` alternative (oneOf) was added to the `payment` response property of `Item`.",
});
