import { addRule, operationArgs } from "./define.js";

addRule({
  id: "pagination-style-changed",
  severity: "breaking",
  message: "The pagination of `{operation}` changed from `{before}` to `{after}` (x-pagination).",
  why: "Code that pages through results follows the old scheme (offsets, page numbers or none) and misses or repeats items.",
  hint: "Page with the new scheme: for `cursor`, follow `links.next` or pass its cursor in `page[cursor]` until there is no next link.",
  keywords: ["pagination", "paginated"],
  when: (c) => c.kind === "pagination-changed",
  args: (c) => ({ ...operationArgs(c), before: c.before ?? "none", after: c.after ?? "none" }),
});
