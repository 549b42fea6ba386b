// Rule request-schema-branch-removed on its fixture pair (test/fixtures/diff/request-schema-branch-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-schema-branch-removed", {
  severity: "breaking",
  message: "The `Cash` alternative (oneOf) of the `payment` request property of `Item` was removed.",
});
