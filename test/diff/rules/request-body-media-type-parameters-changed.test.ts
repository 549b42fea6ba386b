// Rule request-body-media-type-parameters-changed on its fixture pair (test/fixtures/diff/request-body-media-type-parameters-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-media-type-parameters-changed", {
  severity: "dangerous",
  message:
    'The parameters of the `application/vnd.api+json` request body changed from `application/vnd.api+json` to `application/vnd.api+json; profile="https://example.com/v2"`.',
});
