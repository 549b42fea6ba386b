// Rule request-parameter-became-enum on its fixture pair (test/fixtures/diff/request-parameter-became-enum/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("request-parameter-became-enum", {
  severity: "breaking",
  message: "The query parameter `order` now only accepts `asc`, `desc`.",
});
