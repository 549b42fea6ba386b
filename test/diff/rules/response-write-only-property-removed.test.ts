// Rule response-write-only-property-removed on its fixture pair (test/fixtures/diff/response-write-only-property-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-write-only-property-removed", {
  severity: "safe",
  message: "The write-only `password` response property of `Item` was removed.",
});
