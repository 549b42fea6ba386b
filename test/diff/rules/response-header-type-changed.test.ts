// Rule response-header-type-changed on its fixture pair (test/fixtures/diff/response-header-type-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-header-type-changed", {
  severity: "breaking",
  message: "The type of the response header `X-Total-Count` of status `200` changed from `integer` to `string`.",
});
