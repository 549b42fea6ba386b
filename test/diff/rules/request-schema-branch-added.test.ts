// Rule request-schema-branch-added on its fixture pair (test/fixtures/diff/request-schema-branch-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-schema-branch-added", {
  severity: "safe",
  message: "A `Cash` alternative (oneOf) was added to the `payment` request property of `Item`.",
});
