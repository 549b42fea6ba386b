// Rule request-body-media-type-changed on its fixture pair (test/fixtures/diff/request-body-media-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-body-media-type-changed", {
  severity: "breaking",
  message: "The request body's media type changed from `application/json` to `application/x-www-form-urlencoded`.",
});
