import { addRule, inResponse, propertyArgs } from "./define.js";

addRule({
  id: "response-property-returned-by-default",
  severity: "safe",
  message: "The `{property}` response property of `{schema}` is now returned by default (x-opt-in removed){context}.",
  why: "Readers get the property without asking; asking for it still works.",
  hint: "Nothing to do; the opt-in parameter is no longer needed.",
  match: (c) => (inResponse(c) && c.kind === "opt-in-removed" ? propertyArgs(c) : undefined),
});
