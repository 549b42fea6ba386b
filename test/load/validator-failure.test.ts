/**
 * A validator that throws on a document (a bug of Redocly's on some input) does not stop the load: it is one warning
 * at the document's root, the document then unchecked, and `strict` refuses it like any other (docs/safety.md, L5).
 */
import { expect, test, vi } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { failure, FIXTURES } from "./support.js";

vi.mock("../../generator/load/struct-lint.js", () => ({
  structProblems: async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'x')\n    at walk (walk.js:1:1)");
  },
}));

const file = `${FIXTURES}/happy/api.yaml`;
const line = `${file}:2:1 # structural validation could not run, the document is not checked: Cannot read properties of undefined (reading 'x')`;

test("is one warning at the root, without the stack", async () => {
  expect((await loadSpec(file)).warnings).toEqual([line]);
});

test("is refused with strict", async () => {
  expect(await failure(file, { strict: true })).toBe(line);
});
