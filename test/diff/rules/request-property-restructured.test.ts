// Rule request-property-restructured on its fixture pair (test/fixtures/diff/request-property-restructured/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-restructured", {
  severity: "breaking",
  message: "The `tags` request property of `Item` was restructured from `array` to `object`.",
});
