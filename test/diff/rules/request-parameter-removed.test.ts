// Rule request-parameter-removed on its fixture pair (test/fixtures/diff/request-parameter-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-removed", {
  severity: "breaking",
  message: "The query parameter `sort` was removed.",
});
