// Rule response-property-returned-by-default on its fixture pair (test/fixtures/diff/response-property-returned-by-default/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-returned-by-default", {
  severity: "safe",
  message: "The `subscriptions` response property of `Item` is now returned by default (x-opt-in removed).",
});
