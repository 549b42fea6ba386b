// Rule response-discriminator-added on its fixture pair (test/fixtures/diff/response-discriminator-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-discriminator-added", {
  severity: "safe",
  message: "The response variants of `Pet` are now told apart by the `pet` property.",
});
