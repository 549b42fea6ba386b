// Rule request-property-became-non-nullable on its fixture pair (test/fixtures/diff/request-property-became-non-nullable/): its id, severity and exact sentence.
import { ruleCase } from "../support.js";

// Was request-property-type-changed, "The type of the `amount` request property of `Item` changed from `nullable` to
// `not null`" (found on GHES spec pairs): true, but not what it means for a client.
ruleCase("request-property-became-non-nullable", {
  severity: "breaking",
  message: "The `amount` request property of `Item` no longer accepts null.",
});
