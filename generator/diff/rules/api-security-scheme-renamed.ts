import { addRule } from "./define.js";

addRule({
  id: "api-security-scheme-renamed",
  severity: "dangerous",
  message: "The `{from}` security scheme is now named `{to}`; credentials are sent as before.",
  why: "The wire call is unchanged, but generated clients take credentials by the scheme's name (`auth`): code that passes them under the old name sends none, and a typed client regenerated from the revision shows where. (oasdiff reports a requirement removed and one added.)",
  hint: "Pass the credentials under the scheme's new name; the request itself needs no change.",
  keywords: ["key", "authorization"],
  when: (c) => c.kind === "security-scheme-renamed",
  args: (c) => ({ from: c.args.from, to: c.args.to }),
});
