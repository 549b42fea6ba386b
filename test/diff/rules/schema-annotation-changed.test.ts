// Rule schema-annotation-changed on its fixture pair (test/fixtures/diff/schema-annotation-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("schema-annotation-changed", {
  severity: "safe",
  message: "The `x-opt-in` annotation of the `note` property of `Item` changed; it has no effect in a request.",
});
