// Rule body-shape-unspecified on its fixture pair (test/fixtures/diff/body-shape-unspecified/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("body-shape-unspecified", {
  severity: "dangerous",
  message: "The payload `Item` is now `Unspecified` (x-shape: unspecified): the spec no longer describes it.",
});
