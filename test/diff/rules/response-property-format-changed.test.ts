// Rule response-property-format-changed on its fixture pair (test/fixtures/diff/response-property-format-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("response-property-format-changed", {
  severity: "dangerous",
  message: "The format of the `id` response property of `GET /items/` was removed (it was `uuid`).",
});
