// Rule response-discriminator-removed on its fixture pair (test/fixtures/diff/response-discriminator-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-discriminator-removed", {
  severity: "dangerous",
  message: "The response variants of `Pet` are no longer told apart by the `pet` property.",
});
