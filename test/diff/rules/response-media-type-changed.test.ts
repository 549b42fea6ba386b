// Rule response-media-type-changed on its fixture pair (test/fixtures/diff/response-media-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-media-type-changed", {
  severity: "breaking",
  message: "The response's media type changed from `application/json` to `application/xml`.",
});
