// Rule api-operation-id-changed on its fixture pair (test/fixtures/diff/api-operation-id-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-operation-id-changed", {
  severity: "dangerous",
  message: "The operationId of `GET /items/` changed from `get_items` to `list_items`.",
});
