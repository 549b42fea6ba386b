// Rule response-media-type-removed on its fixture pair (test/fixtures/diff/response-media-type-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-media-type-removed", {
  severity: "breaking",
  message: "The response no longer returns the `application/xml` media type.",
});
