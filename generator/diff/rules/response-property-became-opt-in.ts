import { addRule, inResponse, propertyArgs, type Args } from "./define.js";

addRule({
  id: "response-property-became-opt-in",
  severity: "breaking",
  message:
    "The `{property}` response property of `{schema}` is no longer returned by default: ask for it with `{parameter}={value}` (x-opt-in){context}.",
  why: "Code that reads the property gets nothing unless the request now asks for it.",
  hint: "Add the opt-in query parameter to the calls that read the property.",
  keywords: ["by default", "returned", "additional-fields"],
  when: (c) => inResponse(c) && (c.kind === "opt-in-added" || c.kind === "opt-in-changed"),
  args: (c) => ({ ...propertyArgs(c), ...optIn(c.after) }),
});

/** `x-opt-in: {parameter, value}` → the request that asks for the property. */
function optIn(value: unknown): Args {
  const v = (value ?? {}) as Args;
  return { parameter: v.parameter ?? "?", value: v.value ?? "?" };
}
