// Rule x-extensible-enum-changed on its fixture pair (test/fixtures/diff/x-extensible-enum-changed/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

ruleCase("x-extensible-enum-changed", {
  severity: "safe",
  message: "The known values (x-extensible-enum) of the `status` property of `GET /items/` gained `archived`.",
});
