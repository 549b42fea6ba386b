// Rule request-parameter-became-non-nullable on its fixture pair (test/fixtures/diff/request-parameter-became-non-nullable/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

// Was request-parameter-type-changed, "The type of the query parameter `id` changed from `nullable` to `not null`".
ruleCase("request-parameter-became-non-nullable", {
  severity: "breaking",
  message: "The query parameter `id` no longer accepts null.",
});
