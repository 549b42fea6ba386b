// Rule response-header-type-narrowed on its fixture pair (test/fixtures/diff/response-header-type-narrowed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-header-type-narrowed", {
  severity: "safe",
  message:
    "The type of the response header `X-Total-Count` of status `200` narrowed from `null | number` to `integer`.",
});
