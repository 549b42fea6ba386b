import { addRule } from "./define.js";

addRule({
  id: "response-success-status-narrowed",
  severity: "safe",
  message: "The success status `{before}` became `{after}`, one of the statuses it covered.",
  why: "The range said any status of it could come; the one status said now is among them, so code that accepted the range still accepts it.",
  // `2XX` become `200`: the range covers the status (OpenAPI's ranges are written with an upper-case X, any case read).
  when: (c) =>
    c.kind === "success-status-changed" &&
    /^[1-5]XX$/i.test(String(c.before)) &&
    /^\d{3}$/.test(String(c.after)) &&
    String(c.after)[0] === String(c.before)[0],
  args: (c) => ({ before: c.before, after: c.after }),
});
