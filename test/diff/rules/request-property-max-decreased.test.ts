// Rule request-property-max-decreased on its fixture pair (test/fixtures/diff/request-property-max-decreased/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-max-decreased", {
  severity: "breaking",
  message: "The maximum of the `quantity` request property of `Item` was lowered from `100` to `10`.",
});
