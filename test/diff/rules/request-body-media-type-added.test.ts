// Rule request-body-media-type-added on its fixture pair (test/fixtures/diff/request-body-media-type-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-media-type-added", {
  severity: "safe",
  message: "The request body now also accepts the `application/xml` media type.",
});
