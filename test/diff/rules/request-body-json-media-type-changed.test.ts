// Rule request-body-json-media-type-changed on its fixture pair (test/fixtures/diff/request-body-json-media-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-json-media-type-changed", {
  severity: "dangerous",
  message:
    "The request body's media type changed from `application/json` to `application/merge-patch+json`, both JSON.",
});
