// Rule api-operation-moved on its fixture pair (test/fixtures/diff/api-operation-moved/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-operation-moved", {
  severity: "breaking",
  message: "The operation `render_item` moved from `POST /items/{id}/render/` to `POST /item-render/`.",
});
