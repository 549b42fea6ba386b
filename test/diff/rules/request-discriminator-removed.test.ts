// Rule request-discriminator-removed on its fixture pair (test/fixtures/diff/request-discriminator-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-discriminator-removed", {
  severity: "dangerous",
  message: "The request variants of `Pet` are no longer told apart by the `pet` property.",
});
