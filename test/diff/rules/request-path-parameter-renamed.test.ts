// Rule request-path-parameter-renamed on its fixture pair (test/fixtures/diff/request-path-parameter-renamed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-path-parameter-renamed", {
  severity: "safe",
  message: "The path parameter `item_id` was renamed to `id`.",
});
