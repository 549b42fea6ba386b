// Rule body-shape-specified on its fixture pair (test/fixtures/diff/body-shape-specified/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("body-shape-specified", {
  severity: "safe",
  message: "The payload `Unspecified` (x-shape: unspecified) is now described as `Item`.",
});
