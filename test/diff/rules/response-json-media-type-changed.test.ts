// Rule response-json-media-type-changed on its fixture pair (test/fixtures/diff/response-json-media-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-json-media-type-changed", {
  severity: "safe",
  message: "The response's media type changed from `application/json` to `application/problem+json`, both JSON.",
});
