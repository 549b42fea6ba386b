// Rule request-property-min-increased on its fixture pair (test/fixtures/diff/request-property-min-increased/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-min-increased", {
  severity: "breaking",
  message: "The minimum of the `quantity` request property of `Item` was raised from `0` to `1`.",
});
