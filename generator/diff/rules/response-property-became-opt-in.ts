import { codeSpan as code } from "../../output/code-span.js";
import { valueText } from "../../output/value-text.js";
import { addRule, inResponse, propertyArgs, type Args } from "./define.js";

addRule({
  id: "response-property-became-opt-in",
  severity: "breaking",
  message:
    "The `{property}` response property of `{schema}` is no longer returned by default: ask for it with {request} (x-opt-in){context}.",
  why: "Code that reads the property gets nothing unless the request now asks for it.",
  hint: "Add the opt-in query parameter to the calls that read the property.",
  keywords: ["by default", "returned", "additional-fields"],
  when: (c) => inResponse(c) && (c.kind === "opt-in-added" || c.kind === "opt-in-changed"),
  args: (c) => ({ ...propertyArgs(c), ...optIn(c.after) }),
});

/**
 * `x-opt-in: {parameter, value}` → the request that asks for the property. A vendor's extension of another shape is
 * quoted as the spec writes it, rather than read as a request it does not name.
 */
function optIn(optIn: unknown): Args {
  const { parameter, value } = (typeof optIn === "object" && optIn !== null ? optIn : {}) as Args;
  if (typeof parameter === "string" && ["string", "number", "boolean"].includes(typeof value))
    return { parameter, value, request: code(`${parameter}=${String(value)}`) };
  return { request: `the request its extension names, ${code(valueText(optIn))}` };
}
