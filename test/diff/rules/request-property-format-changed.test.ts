// Rule request-property-format-changed on its fixture pair (test/fixtures/diff/request-property-format-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-property-format-changed", {
  severity: "dangerous",
  message: "The format of the `due` request property of `POST /items/` changed from `date` to `date-time`.",
});
