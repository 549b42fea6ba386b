// Rule api-server-added on its fixture pair (test/fixtures/diff/api-server-added/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-server-added", {
  severity: "safe",
  message: "The server `https://b.example` was added.",
});
