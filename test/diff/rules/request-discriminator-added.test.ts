// Rule request-discriminator-added on its fixture pair (test/fixtures/diff/request-discriminator-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-discriminator-added", {
  severity: "dangerous",
  message: "The request variants of `Pet` are now told apart by the `pet` property.",
});
