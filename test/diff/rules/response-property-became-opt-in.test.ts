// Rule response-property-became-opt-in on its fixture pair (test/fixtures/diff/response-property-became-opt-in/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-became-opt-in", {
  severity: "breaking",
  message:
    "The `subscriptions` response property of `Item` is no longer returned by default: ask for it with `additional-fields[item]=subscriptions` (x-opt-in).",
});
