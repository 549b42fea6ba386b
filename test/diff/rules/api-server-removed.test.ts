// Rule api-server-removed on its fixture pair (test/fixtures/diff/api-server-removed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("api-server-removed", {
  severity: "dangerous",
  message: "The server `https://b.example` was removed.",
});
