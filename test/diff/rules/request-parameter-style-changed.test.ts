// Rule request-parameter-style-changed on its fixture pair (test/fixtures/diff/request-parameter-style-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-style-changed", {
  severity: "breaking",
  message: "The serialisation of the query parameter `ids` changed from `form, explode` to `form`.",
});
