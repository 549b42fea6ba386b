import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "request-null-semantics-changed",
  severity: "breaking",
  message: "Sending null in a field of `{schema}` {effect} (x-null-clears){context}.",
  why: "The same payload now has a different effect on the stored data: a null that was ignored now erases a value, or the other way round.",
  hint: "Leave out the fields you do not mean to change instead of sending null; send null only to clear a field.",
  keywords: ["null", "clears"],
  when: (c) => inRequest(c) && c.kind === "null-clears-changed",
  args: (c) => ({
    ...propertyArgs(c),
    effect: c.after === true ? "now clears that field" : "no longer clears that field",
  }),
});
