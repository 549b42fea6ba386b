// Rule response-schema-branch-removed on its fixture pair (test/fixtures/diff/response-schema-branch-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-schema-branch-removed", {
  severity: "safe",
  message: "The `Cash` alternative (oneOf) of the `payment` response property of `Item` was removed.",
});
