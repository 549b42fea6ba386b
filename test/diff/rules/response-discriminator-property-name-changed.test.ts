// Rule response-discriminator-property-name-changed on its fixture pair (test/fixtures/diff/response-discriminator-property-name-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-discriminator-property-name-changed", {
  severity: "breaking",
  message: "The response variants of `Pet` are now told apart by the `kind` property, not `pet`.",
});
