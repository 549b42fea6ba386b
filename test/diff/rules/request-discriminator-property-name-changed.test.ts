// Rule request-discriminator-property-name-changed on its fixture pair (test/fixtures/diff/request-discriminator-property-name-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-discriminator-property-name-changed", {
  severity: "breaking",
  message: "The request variants of `Pet` are now told apart by the `kind` property, not `pet`.",
});
