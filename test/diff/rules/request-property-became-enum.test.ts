// Rule request-property-became-enum on its fixture pair (test/fixtures/diff/request-property-became-enum/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-became-enum", {
  severity: "breaking",
  message: "The `status` request property of `Item` now only accepts `open`, `paid`.",
});
