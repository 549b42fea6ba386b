// Rule request-body-media-type-removed on its fixture pair (test/fixtures/diff/request-body-media-type-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-media-type-removed", {
  severity: "breaking",
  message: "The request body no longer accepts the `application/xml` media type.",
});
