// Rule request-parameter-renamed on its fixture pair (test/fixtures/diff/request-parameter-renamed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-renamed", {
  severity: "dangerous",
  message: "The path parameter `item_id` was renamed to `id`.",
});
