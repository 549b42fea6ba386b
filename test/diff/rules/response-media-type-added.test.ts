// Rule response-media-type-added on its fixture pair (test/fixtures/diff/response-media-type-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-media-type-added", {
  severity: "safe",
  message: "The response now also returns the `application/xml` media type.",
});
