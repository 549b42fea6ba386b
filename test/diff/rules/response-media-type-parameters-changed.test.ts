// Rule response-media-type-parameters-changed on its fixture pair (test/fixtures/diff/response-media-type-parameters-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-media-type-parameters-changed", {
  severity: "dangerous",
  message:
    "The parameters of the `application/json` response media type of status 200 changed from `application/json; charset=utf-8` to `application/json; charset=utf-16`.",
});
