// Rule response-property-restructured on its fixture pair (test/fixtures/diff/response-property-restructured/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-restructured", {
  severity: "breaking",
  message: "The `tags` response property of `Item` was restructured from `array` to `object`.",
});
