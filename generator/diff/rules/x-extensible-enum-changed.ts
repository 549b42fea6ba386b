import { addRule, inRequest, propertyArgs } from "./define.js";

addRule({
  id: "x-extensible-enum-changed",
  severity: "safe",
  direction: "both",
  message:
    "The known values (x-extensible-enum) of the `{property}` property of `{schema}` {change} {values}{context}.",
  why: "An extensible enum promises that other values may come: clients already handle values they do not know, so a value added (or dropped from a response) breaks nothing.",
  hint: "Nothing to do; handle the new values where they matter.",
  match: (c) =>
    c.kind === "extensible-enum-value-added" || (c.kind === "extensible-enum-value-removed" && !inRequest(c))
      ? {
          ...propertyArgs(c),
          values: c.args.values,
          change: c.kind === "extensible-enum-value-added" ? "gained" : "lost",
        }
      : undefined,
});
