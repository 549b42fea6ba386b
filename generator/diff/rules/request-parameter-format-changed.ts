import { addRule, formatValues, inParameter, parameterArgs } from "./define.js";

addRule({
  id: "request-parameter-format-changed",
  severity: "dangerous",
  message: "The format of the {in} parameter `{parameter}` {change}.",
  why: "The value's type is unchanged, but code that parses it (a date, a UUID, a number's width) may misread the new format; a typed client's types may change with it. (oasdiff reports a format change as a type change, an error; the wire type is the same, so dangerous here.)",
  hint: "Check that the values you send fit the new format.",
  match: (c) =>
    inParameter(c) && c.kind === "format-changed" ? { ...parameterArgs(c), ...formatValues(c) } : undefined,
});
